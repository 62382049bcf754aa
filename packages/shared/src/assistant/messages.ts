// Sierra's texts (spec sections 2, 5 and 8) and timings (section 9), apart from api.ts so the app
// shell can show the sign-in note without the zod schemas api.ts builds when it loads.

export const assistantMessages = {
  signedOut: "Please sign in to use Sierra, your AI Meal Planning Assistant.",
  thinking: "Sierra is thinking and checking your meal plans...",
  placeholderWithDate: (date: string) => `Ask Sierra about meals for ${date} or plan something new...`,
  placeholder: "Ask Sierra to plan meals, check your calendar, or suggest recipes...",
  invalidAfterFiltering: "Invalid message after filtering",
  threadRequired: "A thread id is required",
  edgeFunctionFailed: (detail: string) => `Edge function failed: ${detail}`,
  createThreadFailed: "Failed to create thread",
  sendFailed: "Failed to send message",
  connectionFailed: "Assistant Connection Failed",
  loadingProfile: "Loading Profile",
  loadingProfileDetail: "Please wait while we load your profile data.",
  profileIncomplete: "Profile Incomplete",
  profileIncompleteDetail: "Please complete your profile setup before using the assistant.",
  messageFailed: "Message Failed",
  messageFailedDetail: "Failed to send message to assistant. Please try again.",
  clearFailed: "Clear Failed",
  clearFailedDetail: "Failed to start new conversation.",
  ready: "Sierra Ready",
  cleared: "Conversation Cleared",
  contextAware: "Context Aware",
} as const;

export const ASSISTANT_REFRESH_DELAY_MS = 2_000;
export const GENERATION_WATCH_TIMEOUT_MS = 5 * 60_000;

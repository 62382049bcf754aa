import { profileToasts } from "@sierra/shared";

/** An answer from the server (ApiError has a status); anything else never reached it. */
const statusOf = (error: unknown) =>
  error instanceof Error && typeof (error as { status?: unknown }).status === "number" ? (error as Error & { status: number }).status : null;

/**
 * The spec's failure toasts: titled Error, saying the server's message when the spec allows it
 * ("the server message or ...") and the fallback text otherwise. A 500 carries only our generic
 * text, so the spec's fallback is clearer. A failure that never reached the server (offline, a
 * bug) is titled 'Unexpected Error' (docs/decisions/023-profile-screen-choices.md).
 */
export function failureToastContent(error: unknown, fallback: string, useServerMessage = true) {
  const status = statusOf(error);
  const serverMessage = status !== null && status !== 500 && error instanceof Error ? error.message : "";
  return {
    title: status === null ? profileToasts.unexpectedError : profileToasts.errorTitle,
    description: useServerMessage && serverMessage ? serverMessage : fallback,
  };
}

/** Exact texts from the spec (sections 5 and 8, profile). */
export const profileMessages = {
  invalidEmail: "Invalid email address",
  firstNameRequired: "First name is required",
  currentPasswordRequired: "Current password is required",
  newPasswordMin: "New password must be at least 6 characters",
  confirmPasswordRequired: "Please confirm your new password",
  passwordsDontMatch: "Passwords don't match",
  calorieGoalTooLow: "Calorie goal is too low",
  calorieGoalTooHigh: "Calorie goal is too high",
  macroHint: "should equal 100%",
} as const;

/** Toasts and page states of the spec's error catalogue (section 8, Profile). */
export const profileToasts = {
  errorTitle: "Error",
  loadDefault: "Failed to load profile data. Please try again.",
  retryTitle: "Retrying",
  retryDescription: "Attempting to reload your profile data...",
  loading: "Loading your profile data...",
  unableToLoad: "Unable to Load Profile",
  unableToLoadHint: "This could be a temporary issue. Please try again or contact support if the problem persists.",
  preferencesLoadFailed: "Failed to load preferences. Please try again.",
  unexpectedError: "Unexpected Error",
  profileSaved: ["Profile updated", "Your profile information has been saved."],
  profileSaveFailed: "Failed to update profile. Please try again.",
  emailSent: ["Verification email sent", "Please check your new email address to verify the change."],
  emailFailed: "Failed to send verification email. Please try again.",
  passwordUpdated: ["Password updated", "Your password has been changed successfully."],
  passwordFailed: "Failed to update password. Please try again.",
  nutritionSaved: ["Nutrition settings saved", "Your nutrition settings have been updated."],
  nutritionFailed: "Failed to save nutrition settings. Please try again.",
  preferencesSaved: ["Success", "Your preferences have been saved successfully."],
  preferencesFailed: "Failed to save preferences. Please try again.",
  timeZoneUpdated: "Timezone Updated",
  timeZoneFailed: ["Timezone Detection Failed", "Could not automatically detect timezone. Please select manually."],
} as const;

/** Server-side load and creation failures (spec section 8); the first five take a reason. */
export const profileLoadErrors = {
  loadProfile: "Failed to load profile",
  createHousehold: "Failed to create household",
  createProfile: "Failed to create profile",
  loadMember: "Failed to load member data",
  createMember: "Failed to create member record",
  loadPreferences: "Failed to load preferences",
  createPreferences: "Failed to create preferences",
} as const;

/** Markets card and its call (spec section 8, Dashboard and markets). */
export const marketMessages = {
  loadFailed: "Failed to load seasonal market information.",
  unavailable: "Unable to load market information. Please try again later.",
  noneFound: "No local markets found for your area.",
} as const;

import { describe, expect, it } from "vitest";
import { marketMessages, profileLoadErrors, profileMessages, profileToasts } from "./messages";
import { DIETARY_GOALS } from "./nutrition";

/** The spec's texts, copied from spec sections 5, 8 and 9: a change here must be deliberate. */
describe("profile texts are the spec's, word for word", () => {
  it("validation", () => {
    expect(Object.values(profileMessages)).toEqual([
      "Invalid email address",
      "First name is required",
      "Current password is required",
      "New password must be at least 6 characters",
      "Please confirm your new password",
      "Passwords don't match",
      "Calorie goal is too low",
      "Calorie goal is too high",
      "should equal 100%",
    ]);
  });

  it("toasts and page states", () => {
    expect(profileToasts).toMatchObject({
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
    });
  });

  it("load errors, markets and dietary goal labels", () => {
    expect(Object.values(profileLoadErrors)).toEqual([
      "Failed to load profile",
      "Failed to create household",
      "Failed to create profile",
      "Failed to load member data",
      "Failed to create member record",
      "Failed to load preferences",
      "Failed to create preferences",
    ]);
    expect(marketMessages).toEqual({
      loadFailed: "Failed to load seasonal market information.",
      unavailable: "Unable to load market information. Please try again later.",
      noneFound: "No local markets found for your area.",
    });
    expect(DIETARY_GOALS.map((g) => g.label)).toEqual(["Weight Loss", "Weight Maintenance", "Muscle Gain", "General Health Improvement"]);
  });
});

import { describe, expect, it } from "vitest";
import { profileToasts } from "@sierra/shared";
import { failureToastContent } from "./failure-message";

/** Shaped like the app's ApiError: a message and the HTTP status. */
class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

describe("profile failure toasts (spec section 8)", () => {
  it.each([
    ["change e-mail, server message", new ApiError("Email is the same", 400), profileToasts.emailFailed, true, "Error", "Email is the same"],
    ["change e-mail, no message", new ApiError("", 400), profileToasts.emailFailed, true, "Error", "Failed to send verification email. Please try again."],
    ["change password, wrong current", new ApiError("Invalid password", 400), profileToasts.passwordFailed, true, "Error", "Invalid password"],
    [
      "preferences, server 500",
      new ApiError("Something went wrong on our side. Please try again.", 500),
      profileToasts.preferencesFailed,
      true,
      "Error",
      "Failed to save preferences. Please try again.",
    ],
    [
      "profile save ignores the server's words",
      new ApiError("Profile not found", 404),
      profileToasts.profileSaveFailed,
      false,
      "Error",
      "Failed to update profile. Please try again.",
    ],
    [
      "nutrition, offline",
      new TypeError("Failed to fetch"),
      profileToasts.nutritionFailed,
      false,
      "Unexpected Error",
      "Failed to save nutrition settings. Please try again.",
    ],
    [
      "password, offline",
      new TypeError("Failed to fetch"),
      profileToasts.passwordFailed,
      true,
      "Unexpected Error",
      "Failed to update password. Please try again.",
    ],
  ])("%s", (_case, error, fallback, useServer, title, description) => {
    expect(failureToastContent(error, fallback, useServer)).toEqual({ title, description });
  });
});

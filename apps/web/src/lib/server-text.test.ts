import { describe, expect, it } from "vitest";
import { ApiError, serverTextOr } from "./api";

describe("serverTextOr", () => {
  it.each([
    ["a refusal's own words", new ApiError("Not available at this time", 409), "Not available at this time"],
    ["a server failure's fallback", new ApiError("relation does not exist", 500), "Please try again."],
    ["a refusal without words", new ApiError("", 400), "Please try again."],
    ["no answer at all", new TypeError("Failed to fetch"), "Please try again."],
  ])("%s", (_label, error, shown) => {
    expect(serverTextOr(error, "Please try again.")).toBe(shown);
  });
});

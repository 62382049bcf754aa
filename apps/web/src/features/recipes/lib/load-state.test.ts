import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api";
import { errorLoadState, idLoadState } from "./load-state";

describe("idLoadState (checked before fetching)", () => {
  it.each([
    [undefined, "missing", "Recipe ID is missing"],
    ["", "missing", "Recipe ID is missing"],
    ["not-a-uuid", "invalid", "Invalid recipe ID format"],
    ["12345678-1234-6234-8234-123456789012", "invalid", "Invalid recipe ID format"],
    ["custom_recipe_id_42", "placeholder", "Recipe is still being generated"],
    ["NEWLY_GENERATED_ID_1", "placeholder", "Recipe is still being generated"],
    ["x-placeholder_recipe_id", "placeholder", "Recipe is still being generated"],
    ["temp_recipe_id", "placeholder", "Recipe is still being generated"],
    ["generated_recipe_id", "placeholder", "Recipe is still being generated"],
    ["new_generated_id", "placeholder", "Recipe is still being generated"],
    ["fallback_recipe_id-7", "placeholder", "Recipe is still being generated"],
  ])("%s -> %s", (id, kind, message) => {
    expect(idLoadState(id)).toMatchObject({ kind, message });
  });

  it("a valid UUID is fetched", () => {
    expect(idLoadState("0f8fad5b-d9cb-469f-a165-70867728950e")).toBeNull();
  });
});

describe("errorLoadState (spec section 8 screen mapping, by status and code)", () => {
  it.each([
    [new ApiError("Recipe is still being generated", 400, "PLACEHOLDER"), "placeholder", "Recipe is still being generated", "Recipe is still being generated"],
    [new ApiError("Permission denied", 403, "PERMISSION_DENIED"), "denied", "Access Denied", "Access denied to recipe"],
    [new ApiError("Request failed (403)", 403), "denied", "Access Denied", "Access denied to recipe"],
    [new ApiError("Recipe not found", 404, "NOT_FOUND"), "not-found", "Recipe Not Found", "Recipe not found"],
    [new ApiError("Not found", 404), "not-found", "Recipe Not Found", "Recipe not found"],
    [new ApiError("Invalid recipe ID format. Recipe IDs must be valid UUIDs", 400, "INVALID_ID"), "invalid", "Error", "Invalid recipe ID format"],
    [new ApiError("Database error while fetching recipe", 500, "INTERNAL"), "error", "Error", "Database error while fetching recipe"],
    [new ApiError("Failed to load recipe", 500), "error", "Error", "Failed to load recipe"],
    [new ApiError(" ", 502), "error", "Error", "Failed to load recipe"],
  ])("%o", (error, kind, title, message) => {
    expect(errorLoadState(error)).toEqual({ kind, title, message });
  });

  it.each([
    ["placeholder", new ApiError("placeholder id", 500)],
    ["access denied", new ApiError("Access denied", 500)],
    ["not found", new ApiError("HTTP 404: not found", 500)],
    ["invalid id", new ApiError("Invalid recipe ID format", 500)],
  ])("a message that merely says %s is not a status: it shows under Error", (_label, error) => {
    expect(errorLoadState(error)).toEqual({ kind: "error", title: "Error", message: error.message });
  });

  it("no answer at all (offline) says 'Failed to load recipe', not the browser's words", () => {
    expect(errorLoadState(new TypeError("Failed to fetch"))).toEqual({ kind: "error", title: "Error", message: "Failed to load recipe" });
  });

  it("a null result is not found", () => {
    expect(errorLoadState(null)).toMatchObject({ kind: "not-found", message: "Recipe not found" });
  });
});

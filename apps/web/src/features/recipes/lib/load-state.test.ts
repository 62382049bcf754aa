import { describe, expect, it } from "vitest";
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

describe("errorLoadState (spec section 8 screen mapping)", () => {
  it.each([
    [{ status: 400, code: "PLACEHOLDER", message: "Recipe is still being generated" }, "placeholder", "Recipe is still being generated", "Recipe is still being generated"],
    [{ message: "placeholder id" }, "placeholder", "Recipe is still being generated", "Recipe is still being generated"],
    [{ status: 403, code: "PERMISSION_DENIED", message: "Permission denied" }, "denied", "Access Denied", "Access denied to recipe"],
    [{ message: "Access denied" }, "denied", "Access Denied", "Access denied to recipe"],
    [{ message: "Request failed (403)" }, "denied", "Access Denied", "Access denied to recipe"],
    [{ status: 404, code: "NOT_FOUND", message: "Recipe not found" }, "not-found", "Recipe Not Found", "Recipe not found"],
    [{ message: "HTTP 404" }, "not-found", "Recipe Not Found", "Recipe not found"],
    [{ status: 400, code: "INVALID_ID", message: "Invalid recipe ID format. Recipe IDs must be valid UUIDs" }, "invalid", "Error", "Invalid recipe ID format"],
    [{ status: 500, message: "Database error while fetching recipe" }, "error", "Error", "Database error while fetching recipe"],
    [{ status: 500, message: "" }, "error", "Error", "Failed to load recipe"],
    [{}, "error", "Error", "Failed to load recipe"],
  ])("%j", (error, kind, title, message) => {
    expect(errorLoadState(error)).toEqual({ kind, title, message });
  });

  it("a null result is not found", () => {
    expect(errorLoadState(null)).toMatchObject({ kind: "not-found", message: "Recipe not found" });
  });
});

import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta";

describe("pageMeta", () => {
  it.each(["/", "/pricing", "/about", "/recipes", "/help", "/privacy"])("%s has its own title and a description", (path) => {
    const meta = pageMeta(path)!;
    expect(meta.title).toContain("Sierra Meal Planner");
    expect(meta.description.length).toBeGreaterThan(40);
  });

  it("titles differ between pages, and a trailing slash is the same page", () => {
    expect(pageMeta("/pricing")!.title).not.toBe(pageMeta("/about")!.title);
    expect(pageMeta("/pricing/")).toEqual(pageMeta("/pricing"));
  });

  it("leaves a recipe's page to title itself, and gives unknown paths the site's name", () => {
    expect(pageMeta("/recipe/abc")).toBeNull();
    expect(pageMeta("/no/such/page")!.title).toBe("Sierra Meal Planner");
  });
});

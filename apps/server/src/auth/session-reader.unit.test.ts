import { describe, expect, it } from "vitest";
import { cookieValue } from "./session-reader";

describe("cookieValue", () => {
  const name = "better-auth.session_token";

  it("finds the cookie among others", () => {
    expect(cookieValue(`theme=dark; ${name}=abc.def%3D; other=1`, name)).toBe("abc.def%3D");
  });

  it("is null when the cookie is absent or empty", () => {
    expect(cookieValue(null, name)).toBeNull();
    expect(cookieValue("theme=dark", name)).toBeNull();
    expect(cookieValue(`${name}=`, name)).toBeNull();
    expect(cookieValue(`x${name}=abc`, name)).toBeNull();
  });

  it("refuses to pick when the cookie is sent twice", () => {
    expect(cookieValue(`${name}=a; ${name}=b`, name)).toBe("ambiguous");
  });
});

import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { oidcSettings } from "./social-sign-in";

const full = { OIDC_ISSUER: "https://accounts.example.com/", OIDC_CLIENT_ID: "client", OIDC_CLIENT_SECRET: "secret" };

describe("OIDC configuration", () => {
  it("is off without the variables", () => {
    expect(oidcSettings(parseEnv({}))).toBeNull();
  });

  it("defaults the label and scopes and trims the issuer's slash", () => {
    expect(oidcSettings(parseEnv(full))).toEqual({
      issuer: "https://accounts.example.com",
      clientId: "client",
      clientSecret: "secret",
      label: "Single sign-on",
      scopes: ["openid", "email", "profile"],
    });
  });

  it("takes the label and space- or comma-separated scopes", () => {
    const settings = oidcSettings(parseEnv({ ...full, OIDC_NAME: "Google", OIDC_SCOPES: "openid email,profile  groups" }));
    expect(settings).toMatchObject({ label: "Google", scopes: ["openid", "email", "profile", "groups"] });
  });

  it("fails fast naming the missing variable when only part is set", () => {
    expect(() => parseEnv({ OIDC_ISSUER: full.OIDC_ISSUER, OIDC_CLIENT_ID: "client" })).toThrow(/OIDC_CLIENT_SECRET: required/);
    expect(() => parseEnv({ OIDC_CLIENT_SECRET: "secret" })).toThrow(/OIDC_ISSUER: required/);
    expect(() => parseEnv({ ...full, OIDC_ISSUER: "not a url" })).toThrow(/OIDC_ISSUER/);
  });
});

import { describe, expect, it } from "vitest";
import { parseStoredUser, storedUserKey } from "./auth-client.ts";

// The first screen reads the signed-in user without oidc-client-ts: these are the shapes
// User.toStorageString writes (oidc-client-ts 3), and what storage may hold otherwise.
describe("parseStoredUser", () => {
  it("reads the subject, the access token and its expiry", () => {
    const stored = JSON.stringify({
      id_token: "id",
      session_state: null,
      access_token: "at",
      refresh_token: "rt",
      token_type: "Bearer",
      scope: "openid offline_access",
      profile: { sub: "host-anna", iss: "http://x" },
      expires_at: 1_900_000_000,
    });
    expect(parseStoredUser(stored)).toEqual({
      sub: "host-anna",
      accessToken: "at",
      expiresAt: 1_900_000_000,
    });
  });

  it("takes nothing, missing or broken, for no one signed in", () => {
    expect(parseStoredUser(null)).toBeUndefined();
    expect(parseStoredUser("{not json")).toBeUndefined();
    expect(parseStoredUser(JSON.stringify({ access_token: "at", profile: {} }))).toBeUndefined();
    expect(parseStoredUser(JSON.stringify({ profile: { sub: "s" } }))).toBeUndefined();
  });

  it("has no expiry when the provider gave none", () => {
    expect(
      parseStoredUser(JSON.stringify({ access_token: "at", profile: { sub: "s" } }))?.expiresAt,
    ).toBeUndefined();
  });
});

describe("storedUserKey", () => {
  it("is the key oidc-client-ts's WebStorageStateStore uses", () => {
    expect(storedUserKey({ authority: "https://id.example", clientId: "hearth", scope: "openid" })).toBe(
      "oidc.user:https://id.example:hearth",
    );
  });
});

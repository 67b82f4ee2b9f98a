import { describe, expect, it } from "vitest";
import { parseStoredUser, resolveAuthConfig, storedUserKey } from "./auth-client.ts";
import type { AuthConfig } from "./auth-config.ts";

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

describe("resolveAuthConfig", () => {
  const kept: AuthConfig = { authority: "https://id.example", clientId: "hearth", scope: "openid" };
  const moved: AuthConfig = { ...kept, authority: "https://id2.example" };
  const storageWith = (value: string | null) => {
    const items = new Map<string, string>();
    if (value !== null) items.set("hearth.auth-config", value);
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, v: string) => void items.set(key, v),
    };
  };
  const never = () => new Promise<AuthConfig>(() => undefined);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("starts at once on the kept answer, even when the server never answers", async () => {
    const changed: AuthConfig[] = [];
    const config = await resolveAuthConfig({
      load: never,
      storage: storageWith(JSON.stringify(kept)),
      changed: (c) => changed.push(c),
    });
    expect(config).toEqual(kept);
    expect(changed).toEqual([]);
  });

  it("keeps the server's answer and says when it differs from the one started on", async () => {
    const storage = storageWith(JSON.stringify(kept));
    const changed: AuthConfig[] = [];
    const config = await resolveAuthConfig({
      load: () => Promise.resolve(moved),
      storage,
      changed: (c) => changed.push(c),
    });
    await settle();
    expect(config).toEqual(kept);
    expect(changed).toEqual([moved]);
    expect(JSON.parse(storage.items.get("hearth.auth-config")!)).toEqual(moved);
  });

  it("says nothing when the server confirms the kept answer, or cannot be reached", async () => {
    const changed: AuthConfig[] = [];
    for (const load of [() => Promise.resolve({ ...kept }), () => Promise.reject(new Error("offline"))]) {
      await resolveAuthConfig({
        load,
        storage: storageWith(JSON.stringify(kept)),
        changed: (c) => changed.push(c),
      });
    }
    await settle();
    expect(changed).toEqual([]);
  });

  it("waits for the server when nothing usable is kept, and fails with it", async () => {
    for (const stored of [null, "{broken", JSON.stringify({ authority: "x" })]) {
      const storage = storageWith(stored);
      await expect(
        resolveAuthConfig({ load: () => Promise.resolve(moved), storage, changed: () => undefined }),
      ).resolves.toEqual(moved);
      expect(JSON.parse(storage.items.get("hearth.auth-config")!)).toEqual(moved);
      await expect(
        resolveAuthConfig({
          load: () => Promise.reject(new Error("offline")),
          storage: storageWith(stored),
          changed: () => undefined,
        }),
      ).rejects.toThrow("offline");
    }
  });
});

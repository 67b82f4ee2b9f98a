// Sign-in with oidc-client-ts: authorization code + PKCE S256, tokens kept in localStorage so a
// reload (or a new tab) offline is still signed in, renewed with the refresh token.
//
// oidc-client-ts is about 16 KB gzipped and a signed-in host's first screen only needs to know who
// is signed in and the access token: both are read here straight from the user oidc-client-ts
// stored. The library itself loads as its own chunk, only when it has work to do (sign-in, the
// callbacks, renewing the token, sign-out). The service worker precaches that chunk as well.
import type { UserManager } from "oidc-client-ts";
import type { AuthConfig } from "./auth-config.ts";

/** What the first screen needs of the signed-in user: who they are and how to call the API. */
export interface StoredUser {
  readonly sub: string;
  readonly accessToken: string;
  /** Epoch seconds; undefined when the provider gave no lifetime. */
  readonly expiresAt: number | undefined;
}

export interface AuthClient {
  readonly config: AuthConfig;
  /** The user oidc-client-ts stored, without loading it; undefined when nobody is signed in. */
  storedUser(): StoredUser | undefined;
  /** oidc-client-ts's manager, loaded on first use (one instance per page). */
  manager(): Promise<UserManager>;
}

const configKey = "hearth.auth-config";

function readKeptConfig(storage: Pick<Storage, "getItem">): AuthConfig | undefined {
  try {
    const kept = JSON.parse(storage.getItem(configKey) ?? "null") as Partial<AuthConfig> | null;
    return typeof kept?.authority === "string" &&
      typeof kept.clientId === "string" &&
      typeof kept.scope === "string"
      ? { authority: kept.authority, clientId: kept.clientId, scope: kept.scope }
      : undefined;
  } catch {
    return undefined;
  }
}

const sameConfig = (a: AuthConfig, b: AuthConfig) =>
  a.authority === b.authority && a.clientId === b.clientId && a.scope === b.scope;

/**
 * Where to sign in, for this page's whole life. The server says; its last answer is kept, and a start
 * that has one goes on with it at once, asking the server beside the start: a reload on a slow or
 * half-dead network must not wait on a call whose answer changes only when the deployment moves its
 * identity provider. When the answer does differ it is kept and `changed` is called (the app reloads
 * with it), so one page never mixes two providers' tokens. With nothing kept, the start waits for the
 * answer, as it must.
 */
export async function resolveAuthConfig(deps: {
  load: () => Promise<AuthConfig>;
  storage: Pick<Storage, "getItem" | "setItem">;
  changed: (fresh: AuthConfig) => void;
}): Promise<AuthConfig> {
  const kept = readKeptConfig(deps.storage);
  const fresh = deps.load().then((config) => {
    deps.storage.setItem(configKey, JSON.stringify(config));
    return config;
  });
  if (!kept) return fresh;
  fresh.then(
    (config) => {
      if (!sameConfig(config, kept)) deps.changed(config);
    },
    // Offline or refused: the kept answer stands, as it did for this start.
    () => undefined,
  );
  return kept;
}

async function fetchAuthConfig(): Promise<AuthConfig> {
  const response = await fetch("/api/public/auth-config");
  if (!response.ok) throw new Error(`auth config answered ${response.status}`);
  return (await response.json()) as AuthConfig;
}

/** The key oidc-client-ts's WebStorageStateStore keeps the user under ("oidc." + "user:…"). */
export function storedUserKey(config: AuthConfig): string {
  return `oidc.user:${config.authority}:${config.clientId}`;
}

/** Reads a stored user's JSON as oidc-client-ts wrote it (User.toStorageString). */
export function parseStoredUser(text: string | null): StoredUser | undefined {
  if (!text) return undefined;
  try {
    const raw = JSON.parse(text) as {
      access_token?: unknown;
      expires_at?: unknown;
      profile?: { sub?: unknown };
    };
    if (typeof raw.access_token !== "string" || typeof raw.profile?.sub !== "string") return undefined;
    return {
      sub: raw.profile.sub,
      accessToken: raw.access_token,
      expiresAt: typeof raw.expires_at === "number" ? raw.expires_at : undefined,
    };
  } catch {
    return undefined;
  }
}

export async function createAuthClient(): Promise<AuthClient> {
  const config = await resolveAuthConfig({
    load: fetchAuthConfig,
    storage: localStorage,
    changed: () => window.location.reload(),
  });
  let manager: Promise<UserManager> | undefined;
  return {
    config,
    storedUser: () => parseStoredUser(localStorage.getItem(storedUserKey(config))),
    manager() {
      manager ??= import("./oidc-manager.ts").then((m) => m.createUserManager(config));
      return manager;
    },
  };
}

/** Renews the access token; undefined when the session cannot be renewed (signed out elsewhere). */
export async function renewAccessToken(auth: AuthClient): Promise<string | undefined> {
  try {
    const user = await (await auth.manager()).signinSilent();
    return user?.access_token;
  } catch {
    return undefined;
  }
}

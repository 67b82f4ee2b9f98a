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

/** The server says where to sign in; the last answer is kept so the app starts offline too. */
async function loadAuthConfig(): Promise<AuthConfig> {
  try {
    const response = await fetch("/api/public/auth-config");
    if (!response.ok) throw new Error(`auth config answered ${response.status}`);
    const config = (await response.json()) as AuthConfig;
    localStorage.setItem(configKey, JSON.stringify(config));
    return config;
  } catch (error) {
    const cached = localStorage.getItem(configKey);
    if (cached) return JSON.parse(cached) as AuthConfig;
    throw error;
  }
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
  const config = await loadAuthConfig();
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

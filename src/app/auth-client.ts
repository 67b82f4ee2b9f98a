// Sign-in with oidc-client-ts: authorization code + PKCE S256, tokens kept in localStorage so a
// reload (or a new tab) offline is still signed in, renewed silently with the refresh token.
import { UserManager, WebStorageStateStore, type User } from "oidc-client-ts";

interface AuthConfig {
  authority: string;
  clientId: string;
  scope: string;
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

export async function createUserManager(): Promise<UserManager> {
  const config = await loadAuthConfig();
  const origin = window.location.origin;
  return new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    response_type: "code",
    redirect_uri: `${origin}/auth/callback`,
    silent_redirect_uri: `${origin}/auth/silent`,
    post_logout_redirect_uri: `${origin}/`,
    automaticSilentRenew: true,
    loadUserInfo: false,
    monitorSession: false,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}

/** Renews the access token; undefined when the session cannot be renewed (signed out elsewhere). */
export async function renewAccessToken(manager: UserManager): Promise<string | undefined> {
  try {
    const user: User | null = await manager.signinSilent();
    return user?.access_token;
  } catch {
    return undefined;
  }
}

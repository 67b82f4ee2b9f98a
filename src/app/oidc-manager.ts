// The one module that imports oidc-client-ts: auth-client.ts loads it on demand, so the library
// stays out of the first screen's JavaScript.
import { UserManager, WebStorageStateStore } from "oidc-client-ts";
import type { AuthConfig } from "./auth-config.ts";

export function createUserManager(config: AuthConfig): UserManager {
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

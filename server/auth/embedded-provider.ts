// The embedded OpenID Connect provider (oidc-provider) under /oidc: Hearth's own sign-in and sign-up
// pages, the demo accounts, authorization code flow with PKCE S256, rotating refresh tokens, and JWT access
// tokens that the API verifies exactly as it would verify tokens of an external issuer.
import { createHash } from "node:crypto";
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import { languageTag, supportedLocales } from "../../domain/locale/supported-locale.ts";
import type { Database } from "../db/database.ts";
import { oidcAdapterFactory } from "./oidc-adapter.ts";
import type { ServerSecrets } from "./server-secrets.ts";
import { impersonationSubject, parseSubject } from "./subject.ts";

export const webClientId = "hearth-web";

// The sign-out page submits its form at once; the page's policy admits this one inline script by
// its hash (server/app.ts), and the button stays for a browser without script.
const logoutScript =
  '(function(){var f=document.getElementById("op.logoutForm");var i=document.createElement("input");i.type="hidden";i.name="logout";i.value="yes";f.appendChild(i);f.submit();})();';
export const providerScriptHashes = [`sha256-${createHash("sha256").update(logoutScript).digest("base64")}`];
export const apiAudience = "hearth-api";
export const apiScope = "api";
/** The access-token claim naming the provider grant it was issued under. */
export const grantClaim = "gid";

/**
 * The interaction policy: oidc-provider's own (login, then consent) with `create` in front, from
 * "Initiating User Registration via OpenID Connect 1.0". oidc-provider has no sign-up of its own
 * but takes any requestable prompt a policy names: `prompt=create` is then accepted, and the
 * interaction reports `create` so our routes show the sign-up form (interaction-routes.ts).
 *
 * A requestable prompt normally stays pending until the interaction's result carries its name; the
 * visitor may instead follow "Sign in instead" and sign in to an existing account. So `create` is
 * pending only while the interaction has no login result, whichever way that login came.
 */
export function interactionPolicyWithCreate(): interactionPolicy.Prompt[] {
  const policy = interactionPolicy.base();
  const create = new interactionPolicy.Prompt({ name: "create", requestable: true });
  create.checks.clear();
  create.checks.add(
    new interactionPolicy.Check(
      "create_prompt",
      "account creation was requested",
      "interaction_required",
      (ctx) =>
        ctx.oidc.prompts.has("create") && ctx.oidc.promptPending("create") && !ctx.oidc.result?.["login"]
          ? interactionPolicy.Check.REQUEST_PROMPT
          : interactionPolicy.Check.NO_NEED_TO_PROMPT,
    ),
  );
  policy.add(create, 0);
  return policy;
}

/** The prompt values the provider takes: its discovery document says so (prompt=create spec §4.2). */
export const promptValuesSupported = ["none", "login", "consent", "create"] as const;

interface AccountRow {
  id: string;
  email: string;
  display_name: string;
  role: "host" | "staff";
}

export function createEmbeddedProvider(options: {
  issuer: string;
  origin: string;
  db: Database;
  secrets: ServerSecrets;
  /** Tests only (server/config.ts); 15 minutes otherwise. */
  accessTokenSeconds?: number;
  /** Origins besides the app's own that a browser may call the provider from (CORS_ORIGINS, normalised). */
  corsOrigins?: readonly string[];
}): Provider {
  const { issuer, origin, db, secrets } = options;
  // Tokens are for Hearth's own pages: oidc-provider's default answers any origin's preflight and
  // reflects it on refusals, so a foreign page could drive the token endpoint (docs/decisions.md).
  const corsAllowed = new Set([new URL(origin).origin, ...(options.corsOrigins ?? [])]);
  const accessTokenSeconds = options.accessTokenSeconds ?? 15 * 60;
  const apiResource = `${origin}/api`;

  const configuration: Configuration = {
    adapter: oidcAdapterFactory(db),
    jwks: secrets.signingKeys,
    cookies: { keys: secrets.cookieKeys },
    clients: [
      {
        client_id: webClientId,
        token_endpoint_auth_method: "none",
        id_token_signed_response_alg: "ES256",
        application_type: "web",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: [`${origin}/auth/callback`, `${origin}/auth/silent`],
        post_logout_redirect_uris: [`${origin}/`],
      },
    ],
    // Checked once the client is known (token, userinfo, revocation); the hook below covers the rest.
    clientBasedCORS: (_ctx, requestOrigin) => corsAllowed.has(requestOrigin),
    pkce: { required: () => true },
    scopes: ["openid", "profile", "email", "offline_access", apiScope],
    claims: { openid: ["sub"], email: ["email"], profile: ["name"] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Hearth's own sign-out link already asked; end the session at once and return to the app.
        // The button is the fallback for a browser without script.
        logoutSource: (ctx, form) => {
          ctx.type = "html";
          ctx.body = `<!doctype html><meta charset="utf-8"><title>Signing out · Hearth</title><main style="font-family:system-ui;max-width:24rem;margin:8vh auto">${form}<p>Signing you out…</p><button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button></main><script>${logoutScript}</script>`;
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== apiResource) throw new Error("unknown resource");
          return {
            scope: apiScope,
            audience: apiAudience,
            accessTokenTTL: accessTokenSeconds,
            accessTokenFormat: "jwt",
            jwt: { sign: { alg: "ES256" } },
          };
        },
      },
    },
    // Hearth's web client is first-party: signing in grants it what it asks for, no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const session = ctx.oidc.session;
      const accountId = session?.accountId;
      if (!session || !accountId || !ctx.oidc.client) return undefined;
      const existing = session.grantIdFor(ctx.oidc.client.clientId);
      if (existing) {
        const grant = await ctx.oidc.provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId: ctx.oidc.client.clientId });
      grant.addOIDCScope("openid profile email offline_access");
      grant.addResourceScope(apiResource, apiScope);
      await grant.save();
      return grant;
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    // Public client: every refresh rotates, and reuse of a rotated token revokes the grant.
    rotateRefreshToken: () => true,
    ttl: {
      AccessToken: accessTokenSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      RefreshToken: 30 * 24 * 60 * 60,
      Interaction: 60 * 60,
      Session: 30 * 24 * 60 * 60,
      Grant: 30 * 24 * 60 * 60,
    },
    interactions: {
      policy: interactionPolicyWithCreate(),
      url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}`,
    },
    // oidc-provider does not list prompt values itself; a client checks this list before it asks
    // for the sign-up, and an external provider without `create` gets a plain sign-in instead.
    discovery: {
      prompt_values_supported: [...promptValuesSupported],
      ui_locales_supported: supportedLocales.map(languageTag),
    },
    findAccount: async (_ctx, sub) => {
      const subject = parseSubject(sub);
      const { rows } = await db.query<AccountRow>(
        "select id, email, display_name, role from accounts where id = $1",
        [subject.accountId],
      );
      const account = rows[0];
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, name: account.display_name }),
      };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (!("accountId" in token) || typeof token.accountId !== "string") return undefined;
      const subject = parseSubject(token.accountId);
      // The grant the token was issued under: the API refuses the token once the grant is revoked
      // (a rotated refresh token used again, server/auth/authenticate.ts), not only at its expiry.
      const grant =
        "grantId" in token && typeof token.grantId === "string" ? { [grantClaim]: token.grantId } : {};
      return subject.actingAsHostId ? { ...grant, act_as: subject.actingAsHostId } : grant;
    },
    renderError: (ctx, out) => {
      ctx.type = "html";
      ctx.body = `<!doctype html><meta charset="utf-8"><title>Sign-in error</title><main style="font-family:system-ui;max-width:32rem;margin:4rem auto"><h1>Sign-in could not continue</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="/">Back to Hearth</a></p></main>`;
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  // Preflights and answers given before the client is known (a refusal, discovery, JWKS) carry the
  // library's reflected origin: taken off again for any origin not allowed, so no browser reads them.
  provider.use(async (ctx, next) => {
    await next();
    const requestOrigin = ctx.get("origin");
    if (requestOrigin === "" || corsAllowed.has(requestOrigin)) return;
    for (const name of Object.keys(ctx.response.headers))
      if (name.startsWith("access-control-")) ctx.remove(name);
  });
  return provider;
}

export { impersonationSubject };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

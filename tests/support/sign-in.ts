// Signs in through the embedded provider the way a browser does (authorization code + PKCE S256),
// with fetch and a cookie jar: integration tests use real tokens from the real provider.
import { createHash, randomBytes } from "node:crypto";

export interface Tokens {
  readonly accessToken: string;
  readonly refreshToken: string | undefined;
  readonly expiresIn: number;
}

class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/** An authorization request under way: its interaction page, a fetch that keeps the provider's cookies, and the code exchange. */
export interface Authorization {
  /** The interaction page the provider sent the browser to (/oidc/interaction/<uid>). */
  readonly interaction: string;
  go(url: string, init?: RequestInit): Promise<Response>;
  /** Posts a form to a path under the interaction (`/login`, `/create`, `/act-as`). */
  post(path: string, fields: Record<string, string>): Promise<Response>;
  /** Follows the provider's redirects from `response` to the code, and exchanges it for tokens. */
  complete(response: Response): Promise<Tokens & { readonly cookies: string }>;
}

/** Starts the authorization code flow with PKCE S256, as oidc-client-ts does; `extra` adds parameters (prompt, ui_locales). */
export async function beginAuthorization(
  origin: string,
  extra: Record<string, string> = {},
): Promise<Authorization> {
  const jar = new CookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, origin), {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const redirectUri = `${origin}/auth/callback`;
  const authorize = new URL("/oidc/auth", origin);
  authorize.search = new URLSearchParams({
    client_id: "hearth-web",
    response_type: "code",
    redirect_uri: redirectUri,
    scope: "openid profile email offline_access api",
    code_challenge: challenge,
    code_challenge_method: "S256",
    state: randomBytes(8).toString("hex"),
    ...extra,
  }).toString();

  const started = await go(authorize.href);
  const interaction = started.headers.get("location");
  if (!interaction) throw new Error(`no interaction redirect (${started.status}): ${await started.text()}`);
  const form = { "content-type": "application/x-www-form-urlencoded" };
  return {
    interaction,
    go,
    post: (path, fields) =>
      go(`${interaction}${path}`, {
        method: "POST",
        headers: form,
        body: new URLSearchParams(fields).toString(),
      }),
    async complete(first) {
      let response = first;
      // Follow the provider's redirects until it hands the code to our redirect URI.
      for (let hops = 0; hops < 10; hops++) {
        const location = response.headers.get("location");
        if (!location)
          throw new Error(`sign-in stopped at ${response.status}: ${(await response.text()).slice(0, 300)}`);
        if (location.startsWith(redirectUri)) {
          const code = new URL(location).searchParams.get("code");
          if (!code) throw new Error(`no code in ${location}`);
          const token = await fetch(new URL("/oidc/token", origin), {
            method: "POST",
            headers: form,
            body: new URLSearchParams({
              grant_type: "authorization_code",
              code,
              redirect_uri: redirectUri,
              client_id: "hearth-web",
              code_verifier: verifier,
            }).toString(),
          });
          const body = (await token.json()) as {
            access_token: string;
            refresh_token?: string;
            expires_in: number;
          };
          if (!token.ok) throw new Error(`token exchange failed: ${JSON.stringify(body)}`);
          return {
            accessToken: body.access_token,
            refreshToken: body.refresh_token,
            expiresIn: body.expires_in,
            // The provider's session cookies, for a test of a page that needs a signed-in browser.
            cookies: jar.header(),
          };
        }
        response = await go(location);
      }
      throw new Error("too many redirects while signing in");
    },
  };
}

export async function signIn(
  origin: string,
  credentials: { email: string; password: string; actAsHostId?: string },
): Promise<Tokens & { readonly cookies: string }> {
  const flow = await beginAuthorization(origin);
  await flow.go(flow.interaction);
  let response = await flow.post("/login", { email: credentials.email, password: credentials.password });
  if (credentials.actAsHostId) response = await flow.post("/act-as", { hostId: credentials.actAsHostId });
  return flow.complete(response);
}

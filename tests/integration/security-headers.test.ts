// Security headers on every kind of answer (hardening): API JSON, refusals (401, 400,
// 404, 413), the live stream, the static client (page, asset, client-side route), and the embedded
// identity provider's own pages and JSON, which it answers outside Fastify. Each carries a CSP with
// object-src 'none', base-uri 'none' and frame-ancestors, HSTS, nosniff and a Referrer-Policy; a
// page with an inline script carries that script's hash and nothing broader.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;
let clientDir: string;

beforeAll(async () => {
  // A built client of our own, so the test does not depend on `vite build` having run.
  clientDir = mkdtempSync(join(tmpdir(), "hearth-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(
    join(clientDir, "index.html"),
    '<!doctype html><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(join(clientDir, "assets", "app.js"), "export {};\n");
  server = await startTestServer({ clientDir });
  token = (await signIn(server.url, demoAccounts.individual)).accessToken;
});
afterAll(async () => {
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectHardened(response: Response, what: string): Map<string, string[]> {
  const csp = directives(response.headers.get("content-security-policy"));
  expect(csp.get("object-src"), `${what}: object-src`).toEqual(["'none'"]);
  expect(csp.get("base-uri"), `${what}: base-uri`).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors"), `${what}: frame-ancestors`).toEqual(["'self'"]);
  expect(csp.get("default-src"), `${what}: default-src`).toEqual(["'self'"]);
  // No inline script or eval by keyword: an inline script is admitted only by its hash.
  for (const source of csp.get("script-src") ?? []) {
    expect(source, `${what}: script-src`).toMatch(/^'self'$|^'sha256-[A-Za-z0-9+/]+=*'$/);
  }
  const hsts = response.headers.get("strict-transport-security") ?? "";
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), `${what}: HSTS max-age`).toBeGreaterThanOrEqual(31_536_000);
  expect(response.headers.get("x-content-type-options"), `${what}: nosniff`).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), `${what}: Referrer-Policy`).toBe(
    "strict-origin-when-cross-origin",
  );
  expect(response.headers.get("x-request-id"), `${what}: request id`).toMatch(/\S/);
  return csp;
}

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { redirect: "manual", ...init });
const bearer = () => ({ authorization: `Bearer ${token}` });

describe("security headers", () => {
  it("are on API answers: JSON, 401, 400, 404 and 413", async () => {
    const answers: Array<[string, Response, number]> = [
      ["API JSON", await get("/api/app/user/info", { headers: bearer() }), 200],
      ["health", await get("/api/health"), 200],
      ["401 without a token", await get("/api/app/user/info"), 401],
      [
        "401 with a forged token",
        await get("/api/app/user/info", { headers: { authorization: "Bearer x.y.z" } }),
        401,
      ],
      ["404 of the API", await get("/api/app/nothing-here", { headers: bearer() }), 404],
      [
        "400 for a bad query",
        await get("/api/app/properties/unit-fig/unavailabilities?dateFrom=nope", { headers: bearer() }),
        400,
      ],
      [
        "413 for a body over the limit",
        await get("/api/app/properties/unit-fig/unavailabilities/block", {
          method: "POST",
          headers: { ...bearer(), "content-type": "application/json" },
          body: JSON.stringify({ dateFrom: "x".repeat(2 * 1024 * 1024) }),
        }),
        413,
      ],
    ];
    for (const [what, response, status] of answers) {
      expect(response.status, what).toBe(status);
      expectHardened(response, what);
      await response.body?.cancel();
    }
  });

  it("are on the live stream, which writes its answer itself", async () => {
    const controller = new AbortController();
    const response = await get("/api/app/sync/stream", { headers: bearer(), signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expectHardened(response, "sync stream");
    controller.abort();
  });

  it("are on the static client: the page, an asset and a client-side route", async () => {
    for (const [what, path, type] of [
      ["index", "/", "text/html"],
      ["asset", "/assets/app.js", "text/javascript"],
      ["client route", "/calendar", "text/html"],
    ] as const) {
      const response = await get(path);
      expect(response.status, what).toBe(200);
      expect(response.headers.get("content-type"), what).toContain(type);
      const csp = expectHardened(response, what);
      expect(csp.get("script-src"), what).toEqual(["'self'"]);
      await response.body?.cancel();
    }
  });

  it("are on the identity provider's JSON, redirects, error page and sign-in page", async () => {
    const discovery = await get("/oidc/.well-known/openid-configuration");
    expect(discovery.status).toBe(200);
    expectHardened(discovery, "discovery");
    await discovery.body?.cancel();

    const jwks = await get("/oidc/jwks");
    expect(jwks.status).toBe(200);
    expectHardened(jwks, "jwks");
    await jwks.body?.cancel();

    const badToken = await get("/oidc/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=refresh_token&refresh_token=nope&client_id=hearth-web",
    });
    expect(badToken.status).toBe(400);
    expectHardened(badToken, "token error");
    await badToken.body?.cancel();

    const errorPage = await get("/oidc/auth?client_id=nobody&response_type=code");
    expect(errorPage.status).toBe(400);
    expect(errorPage.headers.get("content-type")).toContain("text/html");
    expectHardened(errorPage, "provider error page");
    await errorPage.body?.cancel();

    const challenge = createHash("sha256").update("verifier".repeat(6)).digest("base64url");
    const authorize = await get(
      `/oidc/auth?${new URLSearchParams({
        client_id: "hearth-web",
        response_type: "code",
        redirect_uri: `${server.url}/auth/callback`,
        scope: "openid",
        code_challenge: challenge,
        code_challenge_method: "S256",
      })}`,
    );
    expect(authorize.status).toBe(303);
    expectHardened(authorize, "authorize redirect");
    const interaction = authorize.headers.get("location")!;
    const cookie = authorize.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const signInPage = await get(interaction, { headers: { cookie } });
    expect(signInPage.status).toBe(200);
    expect(signInPage.headers.get("content-type")).toContain("text/html");
    expectHardened(signInPage, "sign-in page");
    await signInPage.body?.cancel();
  });

  it("admit each inline script of the provider's pages by its hash", async () => {
    const hashesOf = (html: string) =>
      [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        (m) => `'sha256-${createHash("sha256").update(m[1]!).digest("base64")}'`,
      );
    // Without a session the provider's own auto-submitting page; with one, Hearth's sign-out page.
    const { cookies } = await signIn(server.url, demoAccounts.company);
    for (const [what, headers] of [
      ["sign-out without a session", {}],
      ["sign-out of a signed-in browser", { cookie: cookies }],
    ] as const) {
      const page = await get("/oidc/session/end", { headers });
      expect(page.status, what).toBe(200);
      const csp = expectHardened(page, what);
      const html = await page.text();
      const hashes = hashesOf(html);
      expect(hashes, what).toHaveLength(1);
      expect(csp.get("script-src"), what).toContain(hashes[0]);
    }
  });
});

// Rate limits against the real server: sign-in form posts per client IP and email, sign-up posts per
// client IP, and API writes per host, each answering 429 with Retry-After (an HTML page for the
// forms, a problem detail for the API) once the bucket is empty, while other emails and other hosts
// carry on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { tokenBuckets } from "../../server/http/rate-limit.ts";
import { apiClient, expectProblem, type Api } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

const limits = { signInPerMinute: 5, writesPerMinute: 8 };
let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let anna: string;
let alpine: string;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: limits });
  api = apiClient(server.url);
  // Two sign-ins, one per email: each uses one of its own email's five tokens.
  [anna, alpine] = await Promise.all([
    signIn(server.url, demoAccounts.individual).then((t) => t.accessToken),
    signIn(server.url, demoAccounts.company).then((t) => t.accessToken),
  ]);
});
afterAll(() => server.close());

/** A fresh sign-in interaction: the provider's redirect to our form, with the cookie it needs. */
async function interaction(): Promise<{ url: string; cookie: string }> {
  const authorize = new URL("/oidc/auth", server.url);
  authorize.search = new URLSearchParams({
    client_id: "hearth-web",
    response_type: "code",
    redirect_uri: `${server.url}/auth/callback`,
    scope: "openid",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
  }).toString();
  const response = await fetch(authorize, { redirect: "manual" });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { url: new URL(response.headers.get("location")!, server.url).href, cookie };
}

const postLogin = (at: { url: string; cookie: string }, email: string) =>
  fetch(`${at.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: at.cookie },
    body: new URLSearchParams({ email, password: "wrong-password" }).toString(),
  });

describe("sign-in rate limit", () => {
  it("answers 429 with an HTML page and Retry-After once an email has used its attempts", async () => {
    const at = await interaction();
    const email = "guesser@example.test";
    for (let i = 0; i < limits.signInPerMinute; i++) {
      const response = await postLogin(at, email);
      expect(response.status).toBe(401);
      await response.text();
    }
    const refused = await postLogin(at, ` ${email.toUpperCase()} `);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toContain("text/html");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await refused.text()).toContain("Too many sign-in attempts");
    // The limit is per email: another email from the same address still gets its answer.
    const other = await postLogin(at, "someone-else@example.test");
    expect(other.status).toBe(401);
  });
});

describe("sign-up rate limit", () => {
  it("counts sign-up posts per client address, whatever e-mail each names", async () => {
    const at = await interaction();
    const postCreate = (email: string) =>
      fetch(`${at.url}/create`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: at.cookie },
        body: new URLSearchParams({ name: "", email, password: "short", lang: "de_DE" }).toString(),
      });
    for (let i = 0; i < limits.signInPerMinute; i++) {
      const response = await postCreate(`new-${i}@example.test`);
      expect(response.status).toBe(400);
      await response.text();
    }
    const refused = await postCreate("yet-another@example.test");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // In the language the form was shown in, which it posted back in its hidden field.
    const html = await refused.text();
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain("Zu viele Anmeldeversuche");
    expect(html).toMatch(/Bitte warten Sie \d+ Sekunden/);
  });
});

describe("API write rate limit", () => {
  const block = (token: string, unit: string, day: number) =>
    api(token, `/api/app/properties/${unit}/unavailabilities/block`, {
      method: "POST",
      body: JSON.stringify({
        dateFrom: `2049-02-${String(day).padStart(2, "0")}`,
        dateTo: `2049-02-${String(day + 1).padStart(2, "0")}`,
      }),
    });

  it("answers a problem-detail 429 with Retry-After once a host has used its writes", async () => {
    const { rows } = await server.db.query<{ host_id: string; id: string }>(
      "select distinct on (host_id) host_id, id from units where state <> 'DELETED' order by host_id, id",
    );
    const unitOf = (host: string) => rows.find((r) => r.host_id === host)!.id;
    // Refused writes count too: a flood of bad requests is held to the same limit.
    for (let i = 1; i <= limits.writesPerMinute; i++) {
      const response = await block(anna, unitOf("host-anna"), i);
      expect(response.status).toBeLessThan(429);
      await response.text();
    }
    const refused = await block(anna, unitOf("host-anna"), 20);
    const problem = await expectProblem(refused, 429, "/problems/too-many-requests");
    expect(problem.title).toBe("Too many requests");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // Reads are not limited, and neither is another host.
    expect((await api(anna, "/api/app/user/info")).status).toBe(200);
    expect((await block(alpine, unitOf("host-alpine"), 1)).status).toBe(200);
  });

  it("lets an unauthenticated write through to its 401", async () => {
    for (let i = 0; i < limits.writesPerMinute + 2; i++) {
      expect((await block("not-a-token", "unit-x", 1)).status).toBe(401);
    }
  });
});

describe("token buckets", () => {
  it("allow a burst up to the limit, then refill at the limit's pace", () => {
    const buckets = tokenBuckets(60);
    for (let i = 0; i < 60; i++) expect(buckets.take("k", 0)).toBeUndefined();
    expect(buckets.take("k", 0)).toBe(1);
    expect(buckets.take("k", 999)).toBe(1);
    expect(buckets.take("k", 1_000)).toBeUndefined();
    expect(buckets.take("other", 1_000)).toBeUndefined();
  });

  it("forget the least recently used keys beyond their bound", () => {
    const buckets = tokenBuckets(1, 2);
    expect(buckets.take("a", 0)).toBeUndefined();
    expect(buckets.take("b", 0)).toBeUndefined();
    expect(buckets.take("c", 0)).toBeUndefined();
    // "a" was dropped, so it starts with a full bucket again; "c" is still empty.
    expect(buckets.take("a", 0)).toBeUndefined();
    expect(buckets.take("c", 0)).toBe(60);
  });
});

// Password spraying against the real server: one client address trying a password on many
// accounts is throttled over all of them, at the sign-in form and at guest login, while each
// account keeps its own limit too; the limits and their window come from the environment. The
// counts live in the database, so two server instances on one PostgreSQL database (CI's second
// run, TEST_DATABASE_URL) hold one address to one limit between them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitsFromEnv } from "../../server/config.ts";
import { databaseBuckets, defaultRateLimits } from "../../server/http/rate-limit.ts";
import { guestLoginKey } from "../../server/routes/guest-routes.ts";
import { demoGuest } from "../../server/seed/demo-seed.ts";
import { expectProblem } from "../support/api-client.ts";
import { freshDatabase, startTestServer } from "../support/test-server.ts";

const limits = { signInPerMinute: 5, signInPerAddress: 20, writesPerMinute: 1_000_000 };
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: limits });
});
afterAll(() => server.close());

/** A fresh sign-in interaction: the provider's redirect to our form, with the cookie it needs. */
async function interaction(origin = server.url): Promise<{ url: string; cookie: string }> {
  const authorize = new URL("/oidc/auth", origin);
  authorize.search = new URLSearchParams({
    client_id: "hearth-web",
    response_type: "code",
    redirect_uri: `${origin}/auth/callback`,
    scope: "openid",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
  }).toString();
  const response = await fetch(authorize, { redirect: "manual" });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { url: new URL(response.headers.get("location")!, origin).href, cookie };
}

const spray = (at: { url: string; cookie: string }, email: string) =>
  fetch(`${at.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: at.cookie },
    body: new URLSearchParams({ email, password: "Summer2026!" }).toString(),
  });

describe("sign-in spraying", () => {
  it("throttles 60 wrong passwords over 60 emails from one address once the address limit is used", async () => {
    const at = await interaction();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const response = await spray(at, `sprayed-${i}@example.test`);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
        expect(await response.text()).toContain("Too many sign-in attempts");
      } else await response.text();
    }
    // Every email was new, so only the limit over all of them can refuse: exactly past its 20.
    expect(statuses.slice(0, limits.signInPerAddress).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(limits.signInPerAddress).every((s) => s === 429)).toBe(true);
  });

  it("throttles guest logins with rotating emails from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await fetch(`${server.url}/api/guest/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ bookingCode: demoGuest.bookingCode, email: `rotating-${i}@example.test` }),
      });
      statuses.push(response.status);
      if (response.status === 429) {
        await expectProblem(response, 429, "/problems/too-many-requests");
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      } else await response.text();
    }
    expect(statuses.slice(0, limits.signInPerAddress).every((s) => s !== 429 && s < 500)).toBe(true);
    expect(statuses.slice(limits.signInPerAddress).every((s) => s === 429)).toBe(true);
  });
});

const guestLogin = (origin: string, email: string) =>
  fetch(`${origin}/api/guest/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ bookingCode: "NOSUCHCODE", email }),
  });

describe("guest login per address and email", () => {
  // A server of its own: the spraying above has used up this address's limit over all emails.
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: limits });
  });
  afterAll(() => server.close());

  it("answers 429 past the per-email limit, counted where every process reads it", async () => {
    const email = "one-guest@example.test";
    const statuses: number[] = [];
    for (let i = 0; i <= limits.signInPerMinute; i++) {
      const response = await guestLogin(server.url, i % 2 === 0 ? email : email.toUpperCase());
      statuses.push(response.status);
      await response.text();
    }
    expect(statuses).toEqual([...Array<number>(limits.signInPerMinute).fill(401), 429]);
    // Another process is another set of buckets on the same database: it finds this one used up.
    const elsewhere = databaseBuckets(server.db, limits.signInPerMinute, 60_000);
    expect(await elsewhere.take(guestLoginKey("127.0.0.1", email))).toBeGreaterThanOrEqual(1);
    // A fresh email from the same address still has its own attempts (the address limit is higher).
    expect((await guestLogin(server.url, "another-guest@example.test")).status).toBe(401);
  });
});

describe("sign-in limits from the environment", () => {
  it("reads the limits and their window, and keeps the defaults when unset", () => {
    expect(rateLimitsFromEnv({})).toEqual(defaultRateLimits);
    expect(
      rateLimitsFromEnv({ SIGN_IN_LIMIT: "3", SIGN_IN_ADDRESS_LIMIT: "30", SIGN_IN_WINDOW_SECONDS: "300" }),
    ).toMatchObject({ signInPerMinute: 3, signInPerAddress: 30, signInWindowSeconds: 300 });
  });

  it("refuses a limit that is not a whole number of at least 1", () => {
    for (const value of ["0", "-5", "1.5", "ten", "1e400"])
      expect(() => rateLimitsFromEnv({ SIGN_IN_ADDRESS_LIMIT: value }), value).toThrow(
        /SIGN_IN_ADDRESS_LIMIT/,
      );
  });
});

const postgres = process.env.TEST_DATABASE_URL;
// Registered only with PostgreSQL (CI's second run): PGlite is one process's database.
if (postgres)
  describe("sign-in spraying over two server instances on one PostgreSQL database", () => {
    let database: { url: string; drop(): Promise<void> };
    let first: Awaited<ReturnType<typeof startTestServer>>;
    let second: Awaited<ReturnType<typeof startTestServer>>;
    beforeAll(async () => {
      database = (await freshDatabase(postgres))!;
      first = await startTestServer({ databaseUrl: database.url, rateLimits: limits });
      second = await startTestServer({ databaseUrl: database.url, rateLimits: limits });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
      await database?.drop();
    });

    it("holds one address to one limit, whichever instance each attempt reaches", async () => {
      const forms = [await interaction(first.url), await interaction(second.url)];
      const statuses: number[] = [];
      for (let i = 0; i < 2 * limits.signInPerAddress; i++) {
        const response = await spray(forms[i % 2]!, `shared-${i}@example.test`);
        statuses.push(response.status);
        await response.text();
      }
      expect(statuses.slice(0, limits.signInPerAddress).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(limits.signInPerAddress).every((s) => s === 429)).toBe(true);
    });

    it("holds one guest email to one limit, whichever instance each login reaches", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 2 * limits.signInPerMinute; i++) {
        const response = await guestLogin([first, second][i % 2]!.url, "shared-guest@example.test");
        statuses.push(response.status);
        await response.text();
      }
      expect(statuses.slice(0, limits.signInPerMinute).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(limits.signInPerMinute).every((s) => s === 429)).toBe(true);
    });
  });

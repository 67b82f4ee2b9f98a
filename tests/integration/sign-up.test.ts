// Sign-up through the embedded provider against the real server (operations spec §2,
// /redirect/register): `prompt=create` opens the sign-up form in the language of `ui_locales`; a
// valid form creates the host and its account in one go and finishes the sign-in; the new host can
// sign in again with the password and starts empty; a taken e-mail or bad input is refused on the
// form, with the values kept (never the password) and nothing written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { apiClient, type Api } from "../support/api-client.ts";
import { beginAuthorization, signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

/** Rows the sign-up writes, counted: a refusal must leave both counts as they were. */
async function counts(): Promise<{ accounts: number; hosts: number }> {
  const { rows } = await server.db.query<{ accounts: string; hosts: string }>(
    "select (select count(*) from accounts)::text as accounts, (select count(*) from hosts)::text as hosts",
  );
  return { accounts: Number(rows[0]!.accounts), hosts: Number(rows[0]!.hosts) };
}

async function openSignUp(uiLocales = "en-US") {
  const flow = await beginAuthorization(server.url, { prompt: "create", ui_locales: uiLocales });
  const page = await flow.go(flow.interaction);
  return { flow, page, html: await page.text() };
}

describe("sign-up", () => {
  it("advertises the create prompt and the languages in the discovery document", async () => {
    const discovery = (await (await fetch(`${server.url}/oidc/.well-known/openid-configuration`)).json()) as {
      prompt_values_supported?: string[];
      ui_locales_supported?: string[];
    };
    expect(discovery.prompt_values_supported).toContain("create");
    expect(discovery.ui_locales_supported).toContain("de-CH");
  });

  it("opens the sign-up form for prompt=create, and the sign-in form without it", async () => {
    const { page, html } = await openSignUp();
    expect(page.status).toBe(200);
    expect(html).toContain("Create your Hearth account");
    expect(html).toContain('name="name"');
    expect(html).toContain("/create");
    expect(html).toContain("Sign in instead");

    const plain = await beginAuthorization(server.url);
    const signInHtml = await (await plain.go(plain.interaction)).text();
    expect(signInHtml).toContain("Sign in to Hearth");
    expect(signInHtml).toContain(`href="${new URL(plain.interaction, server.url).pathname}/create"`);
  });

  it("speaks the language of ui_locales, on both forms", async () => {
    const { flow, html } = await openSignUp("fr-BE en");
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain("Créez votre compte Hearth");
    const signInHtml = await (await flow.go(`${flow.interaction}/login`)).text();
    expect(signInHtml).toContain("Se connecter à Hearth");
    expect(signInHtml).toContain("Créer un compte");
    // Each form carries its language back, for answers that have no interaction to ask (the rate limit's).
    expect(html).toContain('<input type="hidden" name="lang" value="fr_FR">');
    expect(signInHtml).toContain('<input type="hidden" name="lang" value="fr_FR">');
  });

  it("shows staff the act-as page in the language of ui_locales", async () => {
    const flow = await beginAuthorization(server.url, { ui_locales: "it-IT" });
    await flow.go(flow.interaction);
    const actAs = await flow.post("/login", {
      email: demoAccounts.staff.email,
      password: demoAccounts.staff.password,
    });
    expect(actAs.status).toBe(200);
    const html = await actAs.text();
    expect(html).toContain('<html lang="it-IT">');
    expect(html).toContain("Staff: agisci come host");
    expect(html).toContain("Continua come questo host");
    expect(html).toContain(`value="${demoAccounts.individual.hostId}"`);
  });

  it("creates the host and its account, signs them in, and lets them sign in again", async () => {
    const before = await counts();
    const { flow } = await openSignUp("de-DE");
    const created = await flow.post("/create", {
      name: "  Maria   Rossi ",
      email: " Maria.Rossi@Example.test ",
      password: "correct horse battery",
    });
    const tokens = await flow.complete(created);
    expect(await counts()).toEqual({ accounts: before.accounts + 1, hosts: before.hosts + 1 });

    const info = await api(tokens.accessToken, "/api/app/user/info");
    expect(info.status).toBe(200);
    const user = (await info.json()) as Record<string, unknown>;
    expect(user).toMatchObject({
      email: "maria.rossi@example.test",
      firstName: "Maria Rossi",
      lastName: null,
      type: "individual",
      locale: "de_DE",
      onboardingStatus: "in_progress",
      isImpersonating: false,
    });
    // A new host starts with nothing: no requests to answer, no reservations at all.
    const pending = await api(tokens.accessToken, "/api/app/booking-requests-pending-count");
    expect(pending.status).toBe(200);
    expect(await pending.json()).toMatchObject({ count: 0 });
    const { rows } = await server.db.query<{ n: string }>(
      "select count(*)::text as n from reservations where host_id = $1",
      [user["userId"]],
    );
    expect(rows[0]!.n).toBe("0");

    const again = await signIn(server.url, {
      email: "maria.rossi@example.test",
      password: "correct horse battery",
    });
    const second = (await (await api(again.accessToken, "/api/app/user/info")).json()) as { userId: string };
    expect(second.userId).toBe(user["userId"]);
    // The password is stored hashed, never as typed.
    const stored = await server.db.query<{ password_hash: string }>(
      "select password_hash from accounts where email = $1",
      ["maria.rossi@example.test"],
    );
    expect(stored.rows[0]!.password_hash).toMatch(/^scrypt\$/);
  });

  it("refuses an e-mail that already has an account, keeping the values and writing nothing", async () => {
    const before = await counts();
    const { flow } = await openSignUp();
    const refused = await flow.post("/create", {
      name: "Someone Else",
      email: demoAccounts.individual.email.toUpperCase(),
      password: "a brand new password",
    });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain("An account with this email already exists");
    expect(html).toContain('value="Someone Else"');
    expect(html).toContain(`value="${demoAccounts.individual.email}"`);
    expect(html).not.toContain("a brand new password");
    expect(await counts()).toEqual(before);
    // The demo host's password still works: the refused sign-up changed nothing about it.
    await expect(signIn(server.url, demoAccounts.individual)).resolves.toHaveProperty("accessToken");
  });

  it("refuses missing fields and a weak password on the form, writing nothing", async () => {
    const before = await counts();
    const { flow } = await openSignUp();
    const empty = await flow.post("/create", { name: "", email: "", password: "" });
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    for (const text of ["Enter your name.", "Enter your email.", "Choose a password."])
      expect(emptyHtml).toContain(text);
    expect(emptyHtml).toContain('aria-invalid="true"');

    const weak = await flow.post("/create", {
      name: "Short Password",
      email: "not-an-email",
      password: "short",
    });
    expect(weak.status).toBe(400);
    const weakHtml = await weak.text();
    expect(weakHtml).toContain("Use at least 10 characters.");
    expect(weakHtml).toContain("Enter an email such as name@example.com.");
    expect(weakHtml).toContain('value="Short Password"');
    expect(weakHtml).toContain('value="not-an-email"');
    expect(weakHtml).not.toContain('value="short"');
    expect(await counts()).toEqual(before);

    // The same interaction still works once the form is right.
    const fixed = await flow.post("/create", {
      name: "Short Password",
      email: "fixed@example.test",
      password: "now long enough",
    });
    await expect(flow.complete(fixed)).resolves.toHaveProperty("accessToken");
    expect(await counts()).toEqual({ accounts: before.accounts + 1, hosts: before.hosts + 1 });
  });

  it("lets a visitor who asked to sign up sign in instead", async () => {
    const { flow } = await openSignUp();
    const signInForm = await flow.go(`${flow.interaction}/login`);
    expect(await signInForm.text()).toContain("Sign in to Hearth");
    const response = await flow.post("/login", {
      email: demoAccounts.company.email,
      password: demoAccounts.company.password,
    });
    const tokens = await flow.complete(response);
    const info = (await (await api(tokens.accessToken, "/api/app/user/info")).json()) as { email: string };
    expect(info.email).toBe(demoAccounts.company.email);
  });
});

// The provider hands sign-in to us at /oidc/interaction/:uid; we check the password (and, for
// staff, which host they act as) and hand the result back to the provider. With prompt=create the
// same interaction starts at the sign-up form instead, which creates the host and signs it in; each
// form links to the other, and either one finishing resolves the interaction.
import type { FastifyInstance, FastifyReply } from "fastify";
import type Provider from "oidc-provider";
import type { Database } from "../db/database.ts";
import { normaliseSignUp, signUpProblems } from "../../domain/account/sign-up.ts";
import { createHostAccount } from "./create-host-account.ts";
import { identityTexts } from "./identity-texts.ts";
import { verifyPassword } from "./passwords.ts";
import { actAsHostPage, signInPage, signUpPage } from "./sign-in-page.ts";
import { impersonationSubject } from "./subject.ts";

interface AccountRow {
  id: string;
  password_hash: string;
  role: "host" | "staff";
}

export function registerInteractionRoutes(
  app: FastifyInstance,
  options: { provider: Provider; db: Database; demoHint: string | undefined },
): void {
  const { provider, db, demoHint } = options;
  type Details = Awaited<ReturnType<Provider["interactionDetails"]>>;
  /** Whether the interaction still waits for someone to sign in or sign up (not for consent). */
  const awaitsAccount = (details: Details) =>
    details.prompt.name === "login" || details.prompt.name === "create";

  const sendSignIn = (details: Details, reply: FastifyReply) => {
    // The client's login hint (from the `id` parameter, operations spec §4) fills in the email.
    const hint = details.params.login_hint;
    return reply.type("text/html").send(
      signInPage({
        uid: details.uid,
        texts: identityTexts(details.params.ui_locales),
        ...(demoHint ? { demoHint } : {}),
        ...(typeof hint === "string" && hint.length <= 320 ? { email: hint } : {}),
      }),
    );
  };
  const sendSignUp = (details: Details, reply: FastifyReply) =>
    reply
      .type("text/html")
      .send(signUpPage({ uid: details.uid, texts: identityTexts(details.params.ui_locales) }));

  // The forms' links to each other: plain pages of the same interaction.
  app.get<{ Params: { uid: string } }>("/oidc/interaction/:uid/login", async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (!awaitsAccount(details)) return reply.redirect(`/oidc/interaction/${details.uid}`);
    return sendSignIn(details, reply);
  });
  app.get<{ Params: { uid: string } }>("/oidc/interaction/:uid/create", async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (!awaitsAccount(details)) return reply.redirect(`/oidc/interaction/${details.uid}`);
    return sendSignUp(details, reply);
  });

  app.get<{ Params: { uid: string } }>("/oidc/interaction/:uid", async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.prompt.name === "create") return sendSignUp(details, reply);
    if (details.prompt.name === "login") return sendSignIn(details, reply);
    // A consent prompt only appears if the first-party grant lacks something: grant what is missing.
    const accountId = details.session?.accountId;
    if (!accountId) return reply.redirect(details.returnTo);
    const grant = details.grantId
      ? ((await provider.Grant.find(details.grantId)) ??
        new provider.Grant({ accountId, clientId: String(details.params.client_id) }))
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(" "));
    }
    const grantId = await grant.save();
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  });

  app.post<{ Params: { uid: string }; Body: Record<string, string> }>(
    "/oidc/interaction/:uid/login",
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const texts = identityTexts(details.params.ui_locales);
      const email = String(request.body?.email ?? "")
        .trim()
        .toLowerCase();
      const password = String(request.body?.password ?? "");
      const { rows } = await db.query<AccountRow>(
        "select id, password_hash, role from accounts where email = $1",
        [email],
      );
      const account = rows[0];
      if (!account || !verifyPassword(password, account.password_hash)) {
        return reply
          .code(401)
          .type("text/html")
          .send(
            signInPage({
              uid: details.uid,
              texts,
              email,
              error: texts.t("signInFailed"),
              ...(demoHint ? { demoHint } : {}),
            }),
          );
      }
      if (account.role === "staff") {
        // Remember, inside the provider's interaction, that this staff member proved who they are.
        await provider.interactionResult(
          request.raw,
          reply.raw,
          { staffAccountId: account.id },
          { mergeWithLastSubmission: false },
        );
        const hosts = await db.query<{ id: string; label: string }>(
          "select id, coalesce(alias, company_name, first_name || ' ' || last_name) || ' <' || email || '>' as label from hosts order by label",
        );
        return reply.type("text/html").send(
          actAsHostPage({
            uid: details.uid,
            texts: identityTexts(details.params.ui_locales),
            hosts: hosts.rows,
          }),
        );
      }
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: account.id } },
        { mergeWithLastSubmission: false },
      );
    },
  );

  app.post<{ Params: { uid: string }; Body: Record<string, unknown> }>(
    "/oidc/interaction/:uid/create",
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      // Signed in already (a consent step left): there is nothing to create.
      if (!awaitsAccount(details)) return reply.redirect(`/oidc/interaction/${details.uid}`, 303);
      const texts = identityTexts(details.params.ui_locales);
      const body = request.body ?? {};
      const input = normaliseSignUp({ name: body["name"], email: body["email"], password: body["password"] });
      // The values come back as typed (trimmed), never the password.
      const values = { name: input.name, email: input.email };
      const problems = signUpProblems(input);
      if (problems.length > 0) {
        return reply
          .code(400)
          .type("text/html")
          .send(signUpPage({ uid: details.uid, texts, values, problems }));
      }
      const created = await createHostAccount(db, input, texts.locale);
      if (!created.ok) {
        return reply
          .code(409)
          .type("text/html")
          .send(signUpPage({ uid: details.uid, texts, values, error: texts.t("emailTaken") }));
      }
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: created.accountId }, create: { accountId: created.accountId } },
        { mergeWithLastSubmission: false },
      );
    },
  );

  app.post<{ Params: { uid: string }; Body: Record<string, string> }>(
    "/oidc/interaction/:uid/act-as",
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const staffAccountId = details.result?.staffAccountId;
      const hostId = String(request.body?.hostId ?? "");
      const host = await db.query("select id from hosts where id = $1", [hostId]);
      if (typeof staffAccountId !== "string" || host.rows.length === 0) {
        return reply
          .code(400)
          .type("text/html")
          .send(
            signInPage({
              uid: details.uid,
              texts: identityTexts(details.params.ui_locales),
              error: "Choose a host to act as.",
            }),
          );
      }
      await db.query("insert into impersonation_audit (staff_account_id, host_id) values ($1, $2)", [
        staffAccountId,
        hostId,
      ]);
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: impersonationSubject(staffAccountId, hostId) } },
        { mergeWithLastSubmission: false },
      );
    },
  );
}

// The provider hands sign-in to us at /oidc/interaction/:uid; we check the password (and, for
// staff, which host they act as) and hand the result back to the provider.
import type { FastifyInstance } from "fastify";
import type Provider from "oidc-provider";
import type { Database } from "../db/database.ts";
import { verifyPassword } from "./passwords.ts";
import { actAsHostPage, signInPage } from "./sign-in-page.ts";
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

  app.get<{ Params: { uid: string } }>("/oidc/interaction/:uid", async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.prompt.name === "login") {
      // The client's login hint (from the `id` parameter, operations spec §4) fills in the email.
      const hint = details.params.login_hint;
      return reply.type("text/html").send(
        signInPage({
          uid: details.uid,
          ...(demoHint ? { demoHint } : {}),
          ...(typeof hint === "string" && hint.length <= 320 ? { email: hint } : {}),
        }),
      );
    }
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
              email,
              error: "Email or password is not correct.",
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
        return reply.type("text/html").send(actAsHostPage({ uid: details.uid, hosts: hosts.rows }));
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
          .send(signInPage({ uid: details.uid, error: "Choose a host to act as." }));
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

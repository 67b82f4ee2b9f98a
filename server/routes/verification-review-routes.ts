// The verification's review (listing spec §4): the host hands a verification in once every step is
// done (POST /api/app/user/kyc/submit: collecting data → in progress), and staff, acting as that
// host, pass or fail it (POST /api/app/staff/kyc/decision). Staff act only through impersonation
// (server/auth/authenticate.ts), so the decision reaches only the host they act as: another host's
// verification cannot be named, and a host's own token is refused with 403. The moves are the
// domain's (domain/verification/verification-review.ts); what is missing is read from the rows the
// steps wrote, by the same requirements list the client shows.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { problemTypes } from "../../domain/errors/error-body.ts";
import type { DocumentType } from "../../domain/uploads/uploaded-file.ts";
import {
  MissingRequirements,
  missingRequirements,
  type VerificationRequirement,
} from "../../domain/verification/verification-requirements.ts";
import {
  decideVerification,
  StaffDecision,
  submitVerification,
  type VerificationMove,
} from "../../domain/verification/verification-review.ts";
import { VerificationState } from "../../domain/verification/verification-state.ts";
import type { Queryable } from "../db/database.ts";
import { decodeInput } from "../http/decode.ts";
import { badRequest, HttpProblem } from "../http/problem.ts";
import { documented } from "../http/openapi.ts";
import { nextChangeSeq } from "../data/change-sequence.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import { runCommand } from "./run-command.ts";

const KycAnswer = Schema.Struct({ tier: VerificationState });

const staffOnly = () =>
  new HttpProblem(403, problemTypes.forbidden, "Forbidden", "Only staff, acting as the host, may decide.");

function refusal(move: Extract<VerificationMove, { ok: false }>): HttpProblem {
  switch (move.reason) {
    case "not-collecting":
      return new HttpProblem(
        409,
        problemTypes.invalidTransition,
        "Conflict",
        "Only a verification collecting data can be handed in.",
      );
    case "not-in-review":
      return new HttpProblem(
        409,
        problemTypes.invalidTransition,
        "Conflict",
        "Only a verification in review can be passed or failed.",
      );
    case "incomplete":
      return new HttpProblem(
        409,
        problemTypes.conflict,
        "Conflict",
        `Still missing: ${(move.missing ?? []).join(", ")}.`,
        (move.missing ?? []).map((name) => ({ name, type: "missing", reason: "not given yet" })),
      );
  }
}

async function tierOf(tx: Queryable, hostId: string): Promise<VerificationState> {
  const { rows } = await tx.query<{ tier: VerificationState }>(
    "select tier from host_kyc where host_id = $1 for update",
    [hostId],
  );
  return rows[0]?.tier ?? "VERIFICATION_NEVER_STARTED";
}

async function missingOf(tx: Queryable, hostId: string): Promise<readonly VerificationRequirement[]> {
  const { rows } = await tx.query<{
    type: "individual" | "company";
    individual: unknown;
    business: unknown;
    owners: number | null;
    bank_accounts: number | null;
    document_types: DocumentType[] | null;
  }>(
    `select h.type, d.individual, d.business,
       jsonb_array_length(coalesce(d.shared->'shareholders', '[]'::jsonb)) as owners,
       jsonb_array_length(coalesce(d.bank_accounts, '[]'::jsonb)) as bank_accounts,
       (select array_agg(distinct u.document_type) from uploads u
         where u.host_id = h.id and u.kind = 'identity_document') as document_types
     from hosts h left join host_details d on d.host_id = h.id where h.id = $1`,
    [hostId],
  );
  const row = rows[0]!;
  return missingRequirements(row.type, {
    detailsSaved: (row.type === "company" ? row.business : row.individual) !== null,
    owners: row.owners ?? 0,
    bankAccounts: row.bank_accounts ?? 0,
    documentTypes: row.document_types ?? [],
  });
}

export function registerVerificationReviewRoutes(app: FastifyInstance, context: RouteContext): void {
  app.get(
    "/api/app/user/kyc/requirements",
    documented({
      summary: "What the verification still needs before it can be handed in, in the order of the steps",
      response: MissingRequirements,
    }),
    async (request): Promise<MissingRequirements> => {
      const caller = await callerOf(context, request);
      return { missing: await missingOf(context.db, caller.hostId) };
    },
  );

  const noBody = (body: unknown) => {
    if (body === undefined || body === null) return;
    if (typeof body !== "object" || Array.isArray(body) || Object.keys(body).length > 0)
      throw badRequest("This call takes no body.", [
        { name: "body", type: "invalid", reason: "must be empty" },
      ]);
  };

  app.post(
    "/api/app/user/kyc/submit",
    documented({
      summary: "Hand the verification in for review once every step is done (collecting data → in progress)",
      response: KycAnswer,
      refusals: [400, 409],
    }),
    async (request, reply) => {
      const caller = await callerOf(context, request);
      noBody(request.body);
      return runCommand(context, request, reply, caller, request.body, async (tx) => {
        const move = submitVerification(await tierOf(tx, caller.hostId), await missingOf(tx, caller.hostId));
        if (!move.ok) throw refusal(move);
        const seq = await nextChangeSeq(tx, caller.hostId);
        await tx.query("update host_kyc set tier = $2, submitted_at = now(), seq = $3 where host_id = $1", [
          caller.hostId,
          move.next,
          seq,
        ]);
        return { tier: move.next };
      });
    },
  );

  app.post(
    "/api/app/staff/kyc/decision",
    documented({
      summary: "Staff only, acting as the host: pass or fail the host's verification in review",
      body: StaffDecision,
      response: KycAnswer,
      refusals: [403, 409],
    }),
    async (request, reply) => {
      const caller = await callerOf(context, request);
      if (caller.impersonatorId === undefined) throw staffOnly();
      const { outcome } = decodeInput(StaffDecision, request.body ?? {}, "body");
      return runCommand(context, request, reply, caller, request.body, async (tx) => {
        const move = decideVerification(await tierOf(tx, caller.hostId), outcome);
        if (!move.ok) throw refusal(move);
        const seq = await nextChangeSeq(tx, caller.hostId);
        await tx.query(
          `update host_kyc set tier = $2, decided_by = $3, decided_at = now(), seq = $4 where host_id = $1`,
          [caller.hostId, move.next, caller.impersonatorId, seq],
        );
        return { tier: move.next };
      });
    },
  );
}

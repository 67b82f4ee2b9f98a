// POST /api/app/user/init-onboarding and PUT /api/app/user/billing-tag/{tag}/save (listing spec §7).
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { problemTypes } from "../../domain/errors/error-body.ts";
import { BillingTag, InitOnboardingPayload, onboardingStart } from "../../domain/account/onboarding-start.ts";
import { decodeInput } from "../http/decode.ts";
import { badRequest, HttpProblem, notFound } from "../http/problem.ts";
import { nextChangeSeq } from "../data/change-sequence.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import { runCommand } from "./run-command.ts";
import { documented } from "../http/openapi.ts";

const noBody = (body: unknown) => {
  if (body !== undefined && (typeof body !== "object" || body === null || Object.keys(body).length > 0))
    throw badRequest("This call takes no body.", [
      { name: "body", type: "invalid", reason: "must be empty" },
    ]);
};

export function registerOnboardingRoutes(app: FastifyInstance, context: RouteContext): void {
  app.post(
    "/api/app/user/init-onboarding",
    documented({
      summary: "Start onboarding: host type and commercial model",
      body: InitOnboardingPayload,
      response: Schema.Struct({
        onboardingStatus: Schema.Literal("in_progress"),
        type: Schema.Literals(["individual", "company"]),
        commercialModel: Schema.String,
      }),
    }),
    async (request, reply) => {
      const caller = await callerOf(context, request);
      const payload = decodeInput(InitOnboardingPayload, request.body ?? {}, "body");
      return runCommand(context, request, reply, caller, request.body, async (tx) => {
        const { rows } = await tx.query<{
          onboarding_status: "in_progress" | "finished";
          commercial_model: string;
        }>("select onboarding_status, commercial_model from hosts where id = $1 for update", [caller.hostId]);
        if (!rows[0]) throw notFound("The host");
        const start = onboardingStart(rows[0].onboarding_status);
        if (!start.ok) throw new HttpProblem(409, problemTypes.invalidTransition, "Conflict", start.reason);
        const commercialModel = payload.commercialModel ?? rows[0].commercial_model;
        await nextChangeSeq(tx, caller.hostId);
        await tx.query(
          "update hosts set onboarding_status = 'in_progress', type = $2, commercial_model = $3 where id = $1",
          [caller.hostId, payload.type, commercialModel],
        );
        return { onboardingStatus: "in_progress", type: payload.type, commercialModel };
      });
    },
  );

  app.put<{ Params: { tag: string } }>(
    "/api/app/user/billing-tag/:tag/save",
    documented({
      summary: "Save the host's billing tag",
      response: Schema.Struct({ billingTag: Schema.String }),
    }),
    async (request, reply) => {
      const caller = await callerOf(context, request);
      const billingTag = decodeInput(BillingTag, request.params.tag, "tag");
      noBody(request.body);
      return runCommand(context, request, reply, caller, request.body, async (tx) => {
        await nextChangeSeq(tx, caller.hostId);
        await tx.query("update hosts set billing_tag = $2 where id = $1", [caller.hostId, billingTag]);
        return { billingTag };
      });
    },
  );
}

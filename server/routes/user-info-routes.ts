// GET /api/app/user/info (listing spec §3, §7), and the server's part of its PATCH (the
// updateUserInfo command): the host's names, alias and language on the host's row, the phone in the
// individual's or company's details, where the onboarding keeps it too. Also the shared host fields'
// PATCH (the updateHostDetails command), kept beside those details.
import type { FastifyInstance } from "fastify";
import type { Caller } from "../auth/authenticate.ts";
import type { Queryable } from "../db/database.ts";
import { SharedHostFields } from "../../domain/account/host-details.ts";
import { UserInfo } from "../../domain/user/user-info.ts";
import {
  patchedUserInfo,
  phoneFromText,
  phoneText,
  userInfoPatchProblems,
} from "../../domain/user/user-info-patch.ts";
import { welcomeTourInteraction } from "../../domain/user/welcome-tour.ts";
import type { VerificationState } from "../../domain/verification/verification-state.ts";
import { badRequest, notFound } from "../http/problem.ts";
import { detailsOf, saveDetails } from "./account-routes.ts";
import type { CommandHandlers } from "./command-routes.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import { publicFilePath } from "./upload-routes.ts";
import { documented } from "../http/openapi.ts";

interface HostRow {
  id: string;
  type: UserInfo["type"];
  email: string;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  alias: string | null;
  locale: string;
  status: UserInfo["status"];
  onboarding_status: UserInfo["onboardingStatus"];
  kyc_initiated: boolean;
  commercial_model: UserInfo["commercialModel"];
  account_source: string | null;
  app_features: UserInfo["appFeatures"];
  is_coin_subscription_enabled: boolean;
  kyc_tier: VerificationState | null;
  welcome_tour_seen: boolean;
  phone_text: string | null;
}

async function readUserInfo(db: Queryable, caller: Caller, lock = false): Promise<UserInfo> {
  // The verification state is the KYC tier (no row: never started); the tour counts as seen once
  // its interaction is recorded as interacted (PUT /api/app/user/interaction).
  const { rows } = await db.query<HostRow>(
    `select h.*, k.tier as kyc_tier,
     case when h.type = 'company' then d.business->>'phoneNumber' else d.individual->>'phoneNumber' end as phone_text,
     exists (select 1 from user_interactions i
         where i.host_id = h.id and i.interaction_type = $2 and i.interacted) as welcome_tour_seen
   from hosts h left join host_kyc k on k.host_id = h.id left join host_details d on d.host_id = h.id
   where h.id = $1${lock ? " for update of h" : ""}`,
    [caller.hostId, welcomeTourInteraction],
  );
  const host = rows[0];
  if (!host) throw notFound("The host");
  const { rows: images } = await db.query<{ id: string }>(
    "select id from uploads where host_id = $1 and kind = 'user_image'",
    [caller.hostId],
  );
  const info: UserInfo = {
    userId: host.id,
    sessionId: caller.sessionId,
    type: host.type,
    firstName: host.first_name,
    lastName: host.last_name,
    companyName: host.company_name,
    alias: host.alias,
    email: host.email,
    locale: host.locale,
    status: host.status,
    onboardingStatus: host.onboarding_status,
    kycInitiated: host.kyc_initiated,
    commercialModel: host.commercial_model,
    isImpersonating: caller.impersonatorId !== undefined,
    imageUrls: images.map((image) => publicFilePath(image.id)),
    accountSource: host.account_source,
    appFeatures: host.app_features,
    isCoinSubscriptionEnabled: host.is_coin_subscription_enabled,
    verificationState: host.kyc_tier ?? "VERIFICATION_NEVER_STARTED",
    welcomeTourSeen: host.welcome_tour_seen,
    phone: phoneFromText(host.phone_text),
  };
  return info;
}

export function registerUserInfoRoutes(app: FastifyInstance, context: RouteContext): void {
  app.get(
    "/api/app/user/info",
    documented({ summary: "The signed-in host", response: UserInfo }),
    async (request) => {
      return readUserInfo(context.db, await callerOf(context, request));
    },
  );
}

export function userInfoHandlers(): Pick<CommandHandlers, "updateUserInfo" | "updateHostDetails"> {
  return {
    updateUserInfo: {
      response: UserInfo,
      run: async (tx, { caller, body: patch }) => {
        const current = await readUserInfo(tx, caller, true);
        const problems = userInfoPatchProblems(current.type, patch);
        if (problems.length > 0)
          throw badRequest(
            "The body is not valid.",
            problems.map((p) => ({ name: p.field, type: "invalid", reason: p.message })),
          );
        const next = patchedUserInfo(current, patch);
        await tx.query(
          "update hosts set first_name = $2, last_name = $3, company_name = $4, alias = $5, locale = $6 where id = $1",
          [caller.hostId, next.firstName, next.lastName, next.companyName, next.alias, next.locale],
        );
        // The onboarding's details name the host and hold the phone: they follow, so the
        // verification forms and the account agree. Details never saved start from the account.
        const touchesDetails =
          patch.phone !== undefined ||
          patch.firstName !== undefined ||
          patch.lastName !== undefined ||
          patch.companyName !== undefined;
        if (touchesDetails) {
          const details = await detailsOf(tx, caller.hostId, true);
          const phoneNumber = patch.phone === undefined ? undefined : phoneText(next.phone ?? null);
          if (next.type === "individual" && (details.individual !== null || patch.phone !== undefined)) {
            const individual = details.individual ?? {
              firstName: next.firstName ?? "",
              lastName: next.lastName ?? "",
              email: next.email,
              phoneNumber: null,
            };
            await saveDetails(tx, caller.hostId, {
              ...details,
              individual: {
                ...individual,
                firstName: next.firstName ?? individual.firstName,
                lastName: next.lastName ?? individual.lastName,
                ...(phoneNumber === undefined ? {} : { phoneNumber }),
              },
            });
          } else if (next.type === "company" && (details.business !== null || patch.phone !== undefined)) {
            const business = details.business ?? {
              legalBusinessName: next.companyName ?? "",
              accountEmail: next.email,
              phoneNumber: null,
            };
            await saveDetails(tx, caller.hostId, {
              ...details,
              business: {
                ...business,
                legalBusinessName: next.companyName ?? business.legalBusinessName,
                ...(phoneNumber === undefined ? {} : { phoneNumber }),
              },
            });
          }
        }
        return readUserInfo(tx, caller);
      },
    },
    updateHostDetails: {
      response: SharedHostFields,
      run: async (tx, { caller, body: patch }) => {
        const details = await detailsOf(tx, caller.hostId, true);
        // Only the fields sent change; the schema admits no field outside the shared host fields.
        const shared = { ...details.shared, ...patch };
        await saveDetails(tx, caller.hostId, { ...details, shared });
        return shared;
      },
    },
  };
}

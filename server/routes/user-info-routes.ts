// GET /api/app/user/info (listing spec §3, §7).
import type { FastifyInstance } from "fastify";
import { UserInfo } from "../../domain/user/user-info.ts";
import { welcomeTourInteraction } from "../../domain/user/welcome-tour.ts";
import type { VerificationState } from "../../domain/verification/verification-state.ts";
import { notFound } from "../http/problem.ts";
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
}

export function registerUserInfoRoutes(app: FastifyInstance, context: RouteContext): void {
  app.get(
    "/api/app/user/info",
    documented({ summary: "The signed-in host", response: UserInfo }),
    async (request) => {
      const caller = await callerOf(context, request);
      // The verification state is the KYC tier (no row: never started); the tour counts as seen once
      // its interaction is recorded as interacted (PUT /api/app/user/interaction).
      const { rows } = await context.db.query<HostRow>(
        `select h.*, k.tier as kyc_tier,
         exists (select 1 from user_interactions i
                 where i.host_id = h.id and i.interaction_type = $2 and i.interacted) as welcome_tour_seen
       from hosts h left join host_kyc k on k.host_id = h.id
       where h.id = $1`,
        [caller.hostId, welcomeTourInteraction],
      );
      const host = rows[0];
      if (!host) throw notFound("The host");
      const { rows: images } = await context.db.query<{ id: string }>(
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
      };
      return info;
    },
  );
}

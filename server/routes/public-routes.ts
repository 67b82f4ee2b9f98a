// Unauthenticated routes the client needs before sign-in.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { appSettingsFor } from "../../domain/locale/app-settings.ts";
import { matchLocale } from "../../domain/locale/supported-locale.ts";
import { apiScope, webClientId } from "../auth/embedded-provider.ts";
import { decodeInput } from "../http/decode.ts";
import { documented } from "../http/openapi.ts";

const AppSettingsQuery = Schema.Struct({
  hl: Schema.optional(Schema.String.check(Schema.isMaxLength(35))),
});

export function registerPublicRoutes(app: FastifyInstance, options: { issuer: string }): void {
  // The client learns where to sign in from the server, so one build serves every deployment.
  app.get("/api/public/auth-config", documented({ summary: "Where and how to sign in" }), async () => ({
    authority: options.issuer,
    clientId: webClientId,
    scope: `openid profile email offline_access ${apiScope}`,
  }));

  // An unknown hl is not an error: the defaults answer, as for the other ?hl= calls.
  app.get(
    "/api/public/app-settings",
    documented({
      summary: "Default currency and measurement units (?hl= for a locale's conventions)",
      query: AppSettingsQuery,
      response: Schema.Struct({
        defaultCurrency: Schema.Literals(["EUR", "USD", "GBP", "CHF"]),
        measurementUnits: Schema.Literals(["metric", "imperial"]),
      }),
    }),
    async (request) => {
      const { hl } = decodeInput(AppSettingsQuery, request.query, "query");
      return appSettingsFor(hl === undefined ? undefined : matchLocale(hl));
    },
  );
}

// Settings every visitor reads before sign-in (operations spec §6, §7): feature settings, the
// cookie-consent settings per language, and the static domain configuration at
// /config/{hostname}.json.
import type { FastifyInstance } from "fastify";
import type { DomainConfiguration } from "../../domain/configuration/public-settings.ts";
import {
  CookieConsentSettings,
  Hostname,
  PublicSettings,
} from "../../domain/configuration/public-settings.ts";
import { Schema } from "effect";
import { defaultLocale, matchLocale } from "../../domain/locale/supported-locale.ts";
import { documented } from "../http/openapi.ts";
import { notFound } from "../http/problem.ts";

// One deployment, one set of settings: every feature this server implements is on. Settings for
// pages that do not exist yet (coin subscription, B2B) are off so their navigation stays hidden.
const publicSettings: PublicSettings = {
  overview: true,
  statistics: true,
  earningsOccupancy: true,
  helpCentre: true,
  helpCentreInDesktopNav: false,
  helpCentreUrl: null,
  coinSubscription: false,
  inbox: true,
  bookingsAvailability: true,
  b2b: false,
  onRequestBookingTypeWarning: true,
  // On: the campaign entry reaches the calendar and inquiries steps (the property steps fall back
  // to the start page until those pages exist).
  campaignRedirect: true,
  // No achievements exist to show yet; earning details and the user-preferences label are on.
  achievements: false,
  earningDetails: true,
  userPreferences: true,
  contact: { email: "support@hearth.demo", phoneNumber: null, whatsappNumber: null },
};

const cookieCategories: CookieConsentSettings["categories"] = [
  { id: "necessary", required: true, labelKey: "cookies.necessary" },
  { id: "preferences", required: false, labelKey: "cookies.preferences" },
  { id: "analytics", required: false, labelKey: "cookies.analytics" },
  { id: "marketing", required: false, labelKey: "cookies.marketing" },
];

export function registerSettingsRoutes(
  app: FastifyInstance,
  options: { publicUrl: string | undefined },
): void {
  app.get(
    "/api/public/settings",
    documented({ summary: "Feature settings", response: PublicSettings }),
    async (_request, reply) => reply.header("cache-control", "public, max-age=300").send(publicSettings),
  );

  app.get<{ Querystring: { hl?: string } }>(
    "/api/public/cookie-consent-settings",
    documented({ summary: "Cookie-consent settings of a language (?hl=)", response: CookieConsentSettings }),
    async (request, reply) => {
      // Like the UI translations, an unknown language falls back to the default one (spec §8).
      const locale =
        matchLocale(typeof request.query.hl === "string" ? request.query.hl : undefined) ?? defaultLocale;
      const settings: CookieConsentSettings = {
        locale,
        cookieName: "ho_consent",
        maxAgeDays: 365,
        revision: 1,
        categories: cookieCategories,
        policyUrl: `/legal?hl=${locale}#privacy`,
      };
      return reply.header("content-language", locale.replace("_", "-")).send(settings);
    },
  );

  // Registered as one segment: the host name itself has dots, so `:hostname.json` cannot split it.
  app.get<{ Params: { file: string } }>("/config/:file", async (request, reply) => {
    const file = request.params.file;
    const hostname = file.endsWith(".json") ? file.slice(0, -".json".length).toLowerCase() : "";
    const served = new Set(
      [request.hostname, options.publicUrl ? new URL(options.publicUrl).host : undefined]
        .filter((h): h is string => h !== undefined)
        .flatMap((h) => [h.toLowerCase(), h.toLowerCase().replace(/:\d+$/, "")]),
    );
    // Only the domains this server answers for have a configuration; any other is not ours.
    if (!Schema.is(Hostname)(hostname) || !served.has(hostname)) throw notFound("A domain configuration");
    const origin = options.publicUrl?.replace(/\/$/, "") ?? `${request.protocol}://${request.host}`;
    const configuration: DomainConfiguration = {
      hostname,
      apiHost: origin,
      landingRedirect: null,
      defaultLocale,
    };
    return reply.header("cache-control", "public, max-age=300").send(configuration);
  });
}

// GET /api/public/ui-translations?hl=… (operations spec §7): the UI strings of one language, from
// the same files the client bundles (locales/ at the project root), falling back to English.
import type { FastifyInstance } from "fastify";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { defaultLocale, matchLocale, supportedLocales } from "../../domain/locale/supported-locale.ts";
import { documented } from "../http/openapi.ts";

const folder = join(import.meta.dirname, "../../locales");

export function registerUiTranslationRoutes(app: FastifyInstance): void {
  // Read once at start: the files change only with a deploy.
  const translations = new Map(
    supportedLocales.map((locale) => [locale, readFileSync(join(folder, `${locale}.json`), "utf8")]),
  );
  app.get<{ Querystring: { hl?: string } }>(
    "/api/public/ui-translations",
    documented({ summary: "UI strings of one locale (?hl=)" }),
    async (request, reply) => {
      const locale = matchLocale(request.query.hl) ?? defaultLocale;
      return reply
        .type("application/json")
        .header("content-language", locale.replace("_", "-"))
        .header("cache-control", "public, max-age=300")
        .send(translations.get(locale));
    },
  );
}

// GET /api/app/properties-configuration?hl={locale} (listing spec §3, §7): the catalogues the unit
// pages choose from (amenities, accommodation types, house rules, cancellation policies, countries
// that ask for a registration number). Asked once per locale and page load; the last answer is kept
// on the device, so the pages work offline with last time's catalogue.
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { Configuration } from "../../../domain/configuration/configuration.ts";
import type { ApiClient } from "../../../sync/api-client.ts";
import { useSession } from "../../app/session.tsx";
import { keptAnswer, keptCopy } from "../../app/kept-answer.ts";

const asked = new Map<string, Promise<Configuration | null>>();
const keptKey = (locale: string) => `hearth.propertiesConfiguration.${locale}`;

function fetchConfiguration(api: ApiClient, locale: string): Promise<Configuration | null> {
  let answer = asked.get(locale);
  if (answer === undefined) {
    answer = keptAnswer(keptKey(locale), Configuration, () =>
      api.request<unknown>("GET", `/api/app/properties-configuration?hl=${encodeURIComponent(locale)}`),
    ).then((configuration) => {
      // Nothing at all (offline and nothing kept): asked again next time a page wants it.
      if (configuration === null) asked.delete(locale);
      return configuration;
    });
    asked.set(locale, answer);
  }
  return answer;
}

/** `undefined` while asking, then the configuration, or null when none could be had. */
export function useUnitConfiguration(): Configuration | null | undefined {
  const { api } = useSession();
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const [configuration, setConfiguration] = useState<Configuration | null | undefined>(
    () => keptCopy(keptKey(locale), Configuration) ?? undefined,
  );
  useEffect(() => {
    let current = true;
    void fetchConfiguration(api, locale).then((value) => {
      if (current) setConfiguration((kept) => value ?? kept ?? null);
    });
    return () => {
      current = false;
    };
  }, [api, locale]);
  return configuration;
}

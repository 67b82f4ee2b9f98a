// Which language to show before the user's own setting is known: the `hl` parameter, then the
// `ho_hl` cookie, then the browser, then English (operations spec §9).
const supported = ["de_CH", "de_DE", "en_GB", "en_US", "es_ES", "fr_FR", "hr_HR", "it_IT", "nl_NL", "pt_PT"];

export function chosenLocale(): string {
  const fromQuery = new URLSearchParams(window.location.search).get("hl");
  const fromCookie = /(?:^|;\s*)ho_hl=([^;]+)/.exec(document.cookie)?.[1];
  const fromBrowser = navigator.language.replace("-", "_");
  for (const candidate of [fromQuery, fromCookie, fromBrowser]) {
    if (candidate && supported.includes(candidate)) return candidate;
  }
  return "en_US";
}

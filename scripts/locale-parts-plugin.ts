// `virtual:locale-part/<locale>/<part>`: one part of a locale file as a module, so English (bundled
// with the first screen) can leave the strings of screens that load later to those screens while the
// locale files stay whole for translators, the server's translations route and the locale tests.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { laterStringGroups, type StringPart } from "../src/i18n/string-parts.ts";

const prefix = "virtual:locale-part/";
const resolvedPrefix = `\0${prefix}`;
const localesFolder = join(import.meta.dirname, "../locales");

function pickStringPart(strings: Record<string, unknown>, part: StringPart): Record<string, unknown> {
  const later = (group: string) => laterStringGroups.includes(group);
  return Object.fromEntries(
    Object.entries(strings).filter(([group]) => (part === "later" ? later(group) : !later(group))),
  );
}

export function localePartsPlugin(): Plugin {
  return {
    name: "hearth-locale-parts",
    resolveId(id) {
      return id.startsWith(prefix) ? `${resolvedPrefix}${id.slice(prefix.length)}` : null;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      const [locale, part] = id.slice(resolvedPrefix.length).split("/");
      if (!locale || !/^[a-z]{2}_[A-Z]{2}$/.test(locale) || (part !== "first-screen" && part !== "later"))
        throw new Error(`Unknown locale part: ${id.slice(1)}`);
      const file = join(localesFolder, `${locale}.json`);
      this.addWatchFile(file);
      const strings = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      return `export default ${JSON.stringify(pickStringPart(strings, part))};`;
    },
  };
}

// Which top-level groups of a locale file the first screen never shows: those of screens that load
// later (the portfolio, the overview, the checklist, the feature toggle, the guest chat) and the
// sign-in pages' texts, which only the server reads. In English, the language bundled with the first
// screen, they load with those screens instead (scripts/locale-parts-plugin.ts, later-strings.ts):
// bundled, they weighed about 6 KB gzipped on the first screen's JavaScript budget.
export const laterStringGroups: readonly string[] = [
  "checklist",
  "featureToggle",
  "guest",
  "identity",
  "overview",
  "properties",
  "propertyEdit",
  "units",
  "unitPhotos",
];

/** One part of a locale file: what the first screen shows, or the rest. */
export type StringPart = "first-screen" | "later";

// Which top-level groups of a locale file the first screen never shows: those of screens that load
// later (a unit's pages and the property forms, the overview, the checklist, the feature toggle, the
// guest chat) and the sign-in pages' texts, which only the server reads. "properties" stays: the unit
// selector on the first screens names a unit's state with it (unit-state-display.ts). In English, the
// language bundled with the first screen, these groups load with their screens instead
// (scripts/locale-parts-plugin.ts, later-strings.ts): bundled, they weighed about 5 KB gzipped on the
// first screen's JavaScript budget.
export const laterStringGroups: readonly string[] = [
  "account",
  "account",
  "checklist",
  "featureToggle",
  "guest",
  "identity",
  "listing",
  "listingSteps",
  "overview",
  "propertyEdit",
  "units",
  "unitPhotos",
  "unitSubscription",
  "verification",
];

/** One part of a locale file: what the first screen shows, or the rest. */
export type StringPart = "first-screen" | "later";

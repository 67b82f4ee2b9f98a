// Which top-level groups of a locale file the first screen never shows: those of screens and menus that
// load later (the listing flow, account, verification, unit and property pages, the overview, insights,
// legal pages, the help menu, the command palette, the guest chat, …) and the sign-in pages' texts,
// which only the server reads. "properties" stays: the unit selector on the first screens names a unit's
// state with it (unit-state-display.ts); so do the groups of keys any module of the first screen's chunk
// builds. In English, the language bundled with the first screen, these groups load with their screens
// instead (scripts/locale-parts-plugin.ts, later-strings.ts: every loader of such a screen is wrapped in
// withLaterStrings): bundled, they would weigh about 8 KB gzipped on the first screen's budget.
export const laterStringGroups: readonly string[] = [
  "account",
  "checklist",
  "commandPalette",
  "featureToggle",
  "guest",
  "help",
  "identity",
  "legal",
  "listing",
  "listingSteps",
  "overview",
  "propertyEdit",
  "statistics",
  "units",
  "unitPhotos",
  "unitSubscription",
  "verification",
];

/** One part of a locale file: what the first screen shows, or the rest. */
export type StringPart = "first-screen" | "later";

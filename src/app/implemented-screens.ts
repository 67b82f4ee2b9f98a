// Navigation shows only the areas this build has screens for; an item that led to a 404 would be
// worse than no item (docs/decisions.md). Each area joins the list when its screen lands.
import type { AppNavKey } from "../../domain/navigation/app-navigation.ts";

export const implementedAreas: ReadonlySet<AppNavKey> = new Set<AppNavKey>([
  "overview",
  "inbox",
  "reservations",
  "calendar",
  "properties",
  "statistics",
]);

/** The navigation's settings at the values a new host sees, until the server's settings are here. */
export const defaultNavigationSettings = {
  overviewSetting: false,
  earningsSetting: false,
  helpCentreInDesktopNavSetting: false,
  helpCentreUrl: null,
} as const;

export type NavigationSettings = {
  readonly overviewSetting: boolean;
  readonly earningsSetting: boolean;
  readonly helpCentreInDesktopNavSetting: boolean;
  readonly helpCentreUrl: string | null;
};

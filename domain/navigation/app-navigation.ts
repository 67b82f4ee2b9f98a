// The app's main navigation (operations spec §2, Layout): the desktop top navigation and the mobile
// bottom bar. Statistics opens earnings when the earnings setting is on, else performance; either way
// every statistics page keeps it active.
import { helpCentreHref, type NavBadge, type NavItem } from "./nav-item.ts";

export type AppNavKey =
  "overview" | "inbox" | "calendar" | "reservations" | "properties" | "statistics" | "helpCentre";

export interface AppNavigationInput {
  /** The setting that enables the overview page. */
  readonly overviewSetting: boolean;
  readonly earningsSetting: boolean;
  /** The desktop setting that puts the help centre in the top navigation rather than the account menu. */
  readonly helpCentreInDesktopNavSetting: boolean;
  readonly helpCentreUrl: string | null;
  readonly locale: string;
  readonly badges?: Partial<Record<AppNavKey, NavBadge>>;
}

function item(
  key: AppNavKey,
  icon: string,
  href: string,
  activePaths: readonly string[],
  input: AppNavigationInput,
): NavItem<AppNavKey> {
  const badge = input.badges?.[key];
  return {
    key,
    icon,
    labelKey: `navigation.${key}`,
    href,
    external: false,
    activePaths,
    ...(badge === undefined ? {} : { badge }),
  };
}

function entries(input: AppNavigationInput) {
  return {
    overview: item("overview", "home", "/home", ["/home"], input),
    inbox: item("inbox", "chat", "/messages", ["/messages"], input),
    calendar: item("calendar", "calendar", "/calendar", ["/calendar"], input),
    reservations: item(
      "reservations",
      "suitcase",
      "/reservations",
      ["/reservations", "/bookings", "/booking-details", "/booking-request-details", "/inquiries"],
      input,
    ),
    properties: item("properties", "house", "/properties", ["/properties", "/listing"], input),
    statistics: item(
      "statistics",
      "chart",
      input.earningsSetting ? "/earnings" : "/insights/performance",
      ["/insights", "/reviews", "/earnings", "/occupancy"],
      input,
    ),
  };
}

export function desktopNavigationItems(input: AppNavigationInput): NavItem<AppNavKey>[] {
  const e = entries(input);
  const items = [
    ...(input.overviewSetting ? [e.overview] : []),
    e.inbox,
    e.calendar,
    e.reservations,
    e.properties,
    e.statistics,
  ];
  if (input.helpCentreInDesktopNavSetting && input.helpCentreUrl !== null && input.helpCentreUrl !== "") {
    items.push({
      key: "helpCentre",
      icon: "help",
      labelKey: "navigation.helpCentre",
      href: helpCentreHref(input.helpCentreUrl, input.locale),
      external: true,
      activePaths: [],
    });
  }
  return items;
}

/** The mobile bottom bar; the overview follows the same setting as on desktop, since /home needs it. */
export function mobileBottomBarItems(input: AppNavigationInput): NavItem<AppNavKey>[] {
  const e = entries(input);
  return [
    ...(input.overviewSetting ? [e.overview] : []),
    e.calendar,
    e.statistics,
    e.reservations,
    e.properties,
  ];
}

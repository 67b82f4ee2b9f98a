// The account area's tabs (listing spec §2: /account/{tab}) are the account menu's pages: a tab
// shows exactly when its menu link does, so a tab the host's flags hide is never reachable by its
// address either (the area sends it to profile). The menu's input comes from the user info and the
// server's settings here, once, for the header's menu and the area alike.
import type { PublicSettings } from "../configuration/public-settings.ts";
import type { UserInfo } from "../user/user-info.ts";
import { accountMenuItems, type AccountMenuInput, type AccountMenuKey } from "./account-menu.ts";

export const accountTabSlugs = [
  "profile",
  "achievements",
  "billing",
  "payout",
  "pricing",
  "payment",
  "earnings",
  "localization",
] as const;
export type AccountTabSlug = (typeof accountTabSlugs)[number];

export interface AccountTab {
  readonly key: AccountMenuKey;
  readonly slug: AccountTabSlug;
  readonly labelKey: string;
}

export interface AccountDevice {
  readonly isMobile: boolean;
  readonly locale: string;
}

type MenuSettings = Pick<
  PublicSettings,
  "achievements" | "earningDetails" | "userPreferences" | "helpCentreInDesktopNav" | "helpCentreUrl"
>;

/**
 * The menu's input for a host. The earning details need "a related value": the earnings of
 * bookings, which a host who cannot take bookings does not have.
 */
export function accountMenuInputOf(
  info: Pick<UserInfo, "appFeatures">,
  settings: MenuSettings | undefined,
  device: AccountDevice,
): AccountMenuInput {
  return {
    features: info.appFeatures,
    achievementsFlag: settings?.achievements ?? false,
    earningDetailsSetting: settings?.earningDetails ?? false,
    hasEarningDetails: info.appFeatures.bookingsAvailable,
    userPreferencesSetting: settings?.userPreferences ?? false,
    helpCentreInDesktopNavSetting: settings?.helpCentreInDesktopNav ?? false,
    helpCentreUrl: settings?.helpCentreUrl ?? null,
    locale: device.locale,
    isMobile: device.isMobile,
  };
}

const tabPrefix = "/account/";

function isTabSlug(slug: string): slug is AccountTabSlug {
  return (accountTabSlugs as readonly string[]).includes(slug);
}

/** The tabs this host sees, in the menu's order. */
export function accountTabs(input: AccountMenuInput): AccountTab[] {
  return accountMenuItems(input).flatMap((entry) => {
    if (entry.kind !== "link" || !entry.href.startsWith(tabPrefix)) return [];
    const slug = entry.href.slice(tabPrefix.length);
    return isTabSlug(slug) ? [{ key: entry.key, slug, labelKey: entry.labelKey }] : [];
  });
}

/** The tab an address opens: the one named when this host sees it, else profile. */
export function shownAccountTab(tabs: readonly AccountTab[], slug: string | undefined): AccountTabSlug {
  return tabs.find((tab) => tab.slug === slug)?.slug ?? "profile";
}

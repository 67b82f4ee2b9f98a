// The account navigation menu (listing spec §2, Account), in the spec's order. Each link is tracked
// in the account-navigation category under its key.
import type { AppFeatures } from "../user/user-info.ts";
import { helpCentreHref } from "./nav-item.ts";

export type AccountMenuKey =
  | "profile"
  | "achievements"
  | "billing"
  | "payout"
  | "pricing"
  | "paymentDetails"
  | "earningDetails"
  | "localization"
  | "helpCentre"
  | "logout";

export const accountNavigationCategory = "account-navigation";

export interface AccountMenuLink {
  readonly kind: "link";
  readonly key: AccountMenuKey;
  readonly labelKey: string;
  readonly href: string;
  readonly external: boolean;
  readonly icon?: string;
  readonly tracking: { readonly category: typeof accountNavigationCategory; readonly action: AccountMenuKey };
}

export type AccountMenuEntry = AccountMenuLink | { readonly kind: "divider" };

export interface AccountMenuInput {
  readonly features: Pick<AppFeatures, "commissionApplicable" | "isB2B" | "isSubscriptionCheckoutAvailable">;
  readonly achievementsFlag: boolean;
  readonly earningDetailsSetting: boolean;
  /** The value the earning details page shows (e.g. the host's earnings figure) is present. */
  readonly hasEarningDetails: boolean;
  readonly userPreferencesSetting: boolean;
  readonly helpCentreInDesktopNavSetting: boolean;
  readonly helpCentreUrl: string | null;
  readonly locale: string;
  readonly isMobile: boolean;
}

// The account tab each key opens (spec §2: /account with these tabs).
const accountPaths: Partial<Record<AccountMenuKey, string>> = {
  profile: "/account/profile",
  achievements: "/account/achievements",
  billing: "/account/billing",
  payout: "/account/payout",
  pricing: "/account/pricing",
  paymentDetails: "/account/payment",
  earningDetails: "/account/earnings",
  localization: "/account/localization",
};

function link(
  key: AccountMenuKey,
  labelKey: string,
  icon: string | undefined,
  href?: string,
): AccountMenuLink {
  return {
    kind: "link",
    key,
    labelKey,
    href: href ?? accountPaths[key] ?? "/account",
    external: key === "helpCentre",
    ...(icon === undefined ? {} : { icon }),
    tracking: { category: accountNavigationCategory, action: key },
  };
}

export function accountMenuItems(input: AccountMenuInput): AccountMenuEntry[] {
  const { features } = input;
  const entries: AccountMenuEntry[] = [link("profile", "account.menu.profile", "user")];
  if (input.achievementsFlag) {
    entries.push(link("achievements", "account.menu.achievements", "trophy"), { kind: "divider" });
  }
  entries.push(link("billing", "account.menu.billing", "receipt"));
  if (features.commissionApplicable) entries.push(link("payout", "account.menu.payout", "bank"));
  if (features.commissionApplicable || features.isB2B) {
    entries.push(link("pricing", "account.menu.pricingModel", "tag"));
  }
  if (features.isSubscriptionCheckoutAvailable) {
    entries.push(link("paymentDetails", "account.menu.paymentDetails", "card"));
  }
  if (input.earningDetailsSetting && input.hasEarningDetails) {
    entries.push(link("earningDetails", "account.menu.earningDetails", "coins"));
  }
  entries.push(
    link(
      "localization",
      input.userPreferencesSetting ? "account.menu.userPreferences" : "account.menu.preferredLanguage",
      "globe",
    ),
  );
  const helpCentreShown = input.isMobile || !input.helpCentreInDesktopNavSetting;
  if (helpCentreShown && input.helpCentreUrl !== null && input.helpCentreUrl !== "") {
    entries.push(
      link(
        "helpCentre",
        "account.menu.helpCentre",
        "help",
        helpCentreHref(input.helpCentreUrl, input.locale),
      ),
    );
  }
  entries.push(link("logout", "account.menu.logout", input.isMobile ? undefined : "logout", "/logout"));
  return entries;
}

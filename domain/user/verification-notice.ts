// Where the shell shows the verification banner (operations spec §2 Layout, listing spec §4): a
// banner across the page, or a dropdown in the header. The spec says "a banner or dropdown appears
// when needed" and leaves the choice open (docs/decisions.md): states that ask the host to act
// (warning and error tones) take the banner, the informative ones fold into the header dropdown so
// they do not push every page down. Hosts for whom KYC does not apply see neither.
import {
  verificationBanner,
  type BannerPage,
  type VerificationBanner,
} from "../verification/verification-banner.ts";
import type { UserInfo } from "./user-info.ts";

export type VerificationNoticeForm = "banner" | "dropdown";

export interface VerificationNotice extends VerificationBanner {
  readonly form: VerificationNoticeForm;
}

/** The overview page is the one page whose banner differs (a never-started verification shows nothing). */
export function bannerPageOf(pathname: string): BannerPage {
  return pathname === "/home" || pathname.startsWith("/home/") ? "overview" : "other";
}

export function verificationNotice(
  info: Pick<UserInfo, "appFeatures" | "verificationState"> | undefined,
  pathname: string,
): VerificationNotice | null {
  if (!info?.appFeatures.isKYCApplicable || info.verificationState === undefined) return null;
  const banner = verificationBanner(info.verificationState, bannerPageOf(pathname));
  if (!banner) return null;
  return { ...banner, form: banner.tone === "info" ? "dropdown" : "banner" };
}

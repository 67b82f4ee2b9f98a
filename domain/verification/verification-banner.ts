// The verification banner (listing spec §4, operations spec §4): what it says and which button it
// offers, per verification state and page.
import type { VerificationState } from "./verification-state.ts";

export type BannerTone = "warning" | "info" | "error";

export type BannerButton =
  | { readonly kind: "start-verification"; readonly labelKey: string; readonly path: "/verification" }
  | { readonly kind: "continue-verification"; readonly labelKey: string; readonly path: "/verification" }
  // The support address is configuration, so the view builds the mailto link.
  | { readonly kind: "mail-support"; readonly labelKey: string };

export interface VerificationBanner {
  readonly tone: BannerTone;
  readonly messageKey: string;
  readonly button?: BannerButton;
}

export type BannerPage = "overview" | "other";

const toVerification = (labelKey: string): BannerButton => ({
  kind: "start-verification",
  labelKey,
  path: "/verification",
});

/** The banner to show, or null when none is shown. */
export function verificationBanner(state: VerificationState, page: BannerPage): VerificationBanner | null {
  switch (state) {
    case "REQUIRED":
      return {
        tone: "warning",
        messageKey: "verification.banner.required",
        button: toVerification("verification.banner.verifyNow"),
      };
    case "VERIFICATION_NEVER_STARTED":
      // The overview page has its own onboarding checklist, so the banner would repeat it.
      if (page === "overview") return null;
      return {
        tone: "info",
        messageKey: "verification.banner.start",
        button: toVerification("verification.banner.startVerification"),
      };
    case "COLLECTING_DATA":
      // The spec names only the button; info fits a process the host started and left unfinished.
      return {
        tone: "info",
        messageKey: "verification.banner.collectingData",
        button: {
          kind: "continue-verification",
          labelKey: "verification.banner.continue",
          path: "/verification",
        },
      };
    case "IN_PROGRESS":
      return { tone: "info", messageKey: "verification.banner.inProgress" };
    case "FAILED":
      return {
        tone: "error",
        messageKey: "verification.banner.failed",
        button: toVerification("verification.banner.tryAgain"),
      };
    case "EXPIRED":
      return {
        tone: "error",
        messageKey: "verification.banner.expired",
        button: { kind: "mail-support", labelKey: "verification.banner.contactSupport" },
      };
    case "COMPLETED":
      return null;
  }
}

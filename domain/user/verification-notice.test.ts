import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VerificationState } from "../verification/verification-state.ts";
import { bannerPageOf, verificationNotice } from "./verification-notice.ts";
import { newHostFeatures } from "./new-host-features.ts";

const features = (isKYCApplicable: boolean) => ({ ...newHostFeatures, isKYCApplicable });

const info = (verificationState: VerificationState | undefined, kyc = true) => ({
  appFeatures: features(kyc),
  ...(verificationState === undefined ? {} : { verificationState }),
});

describe("verificationNotice", () => {
  it("puts states that ask the host to act in a banner, the others in the header dropdown", () => {
    expect(verificationNotice(info("REQUIRED"), "/reservations/requests")).toMatchObject({
      form: "banner",
      tone: "warning",
    });
    expect(verificationNotice(info("FAILED"), "/calendar")?.form).toBe("banner");
    expect(verificationNotice(info("EXPIRED"), "/calendar")).toMatchObject({
      form: "banner",
      button: { kind: "mail-support" },
    });
    expect(verificationNotice(info("VERIFICATION_NEVER_STARTED"), "/calendar")?.form).toBe("dropdown");
    expect(verificationNotice(info("COLLECTING_DATA"), "/calendar")?.form).toBe("dropdown");
    expect(verificationNotice(info("IN_PROGRESS"), "/calendar")).toMatchObject({ form: "dropdown" });
  });

  it("shows nothing once completed, on the overview for a never-started one, or without KYC", () => {
    expect(verificationNotice(info("COMPLETED"), "/calendar")).toBeNull();
    expect(verificationNotice(info("VERIFICATION_NEVER_STARTED"), "/home")).toBeNull();
    expect(verificationNotice(info("REQUIRED", false), "/calendar")).toBeNull();
    expect(verificationNotice(info(undefined), "/calendar")).toBeNull();
    expect(verificationNotice(undefined, "/calendar")).toBeNull();
  });

  it("takes the form from the tone for every state, page and KYC flag", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VerificationState.literals),
        fc.constantFrom("/home", "/calendar", "/reservations/all", "/messages/all"),
        fc.boolean(),
        (state, path, kyc) => {
          const notice = verificationNotice(info(state, kyc), path);
          if (!kyc) return notice === null;
          if (notice === null)
            return state === "COMPLETED" || (state === "VERIFICATION_NEVER_STARTED" && path === "/home");
          return notice.form === (notice.tone === "info" ? "dropdown" : "banner");
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("treats /home and its sub-pages as the overview page only", () => {
    expect(bannerPageOf("/home")).toBe("overview");
    expect(bannerPageOf("/home/x")).toBe("overview");
    expect(bannerPageOf("/homes")).toBe("other");
    expect(bannerPageOf("/")).toBe("other");
  });
});

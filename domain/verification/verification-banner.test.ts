import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { verificationBanner } from "./verification-banner.ts";
import { nextVerificationPath, verificationSteps } from "./verification-steps.ts";
import { KycStatus, VerificationState } from "./verification-state.ts";

describe("verificationBanner (listing spec §4)", () => {
  it("REQUIRED: warning with a button to verification", () => {
    const banner = verificationBanner("REQUIRED", "other");
    expect(banner?.tone).toBe("warning");
    expect(banner?.button).toMatchObject({ kind: "start-verification", path: "/verification" });
  });

  it("never started: info with a button, but nothing on the overview page", () => {
    expect(verificationBanner("VERIFICATION_NEVER_STARTED", "other")).toMatchObject({
      tone: "info",
      button: { path: "/verification" },
    });
    expect(verificationBanner("VERIFICATION_NEVER_STARTED", "overview")).toBeNull();
  });

  it("COLLECTING_DATA: a button to continue", () => {
    expect(verificationBanner("COLLECTING_DATA", "other")?.button?.kind).toBe("continue-verification");
  });

  it("IN_PROGRESS: no button", () => {
    const banner = verificationBanner("IN_PROGRESS", "other");
    expect(banner).not.toBeNull();
    expect(banner?.button).toBeUndefined();
  });

  it("FAILED: error with a button; EXPIRED: error with a mail to support", () => {
    expect(verificationBanner("FAILED", "other")).toMatchObject({
      tone: "error",
      button: { kind: "start-verification" },
    });
    expect(verificationBanner("EXPIRED", "other")).toMatchObject({
      tone: "error",
      button: { kind: "mail-support" },
    });
  });

  it("COMPLETED: nothing", () => {
    expect(verificationBanner("COMPLETED", "other")).toBeNull();
    expect(verificationBanner("COMPLETED", "overview")).toBeNull();
  });

  it("differs between pages only for a verification never started", () => {
    fc.assert(
      fc.property(fc.constantFrom(...VerificationState.literals), (state) => {
        const same =
          JSON.stringify(verificationBanner(state, "overview")) ===
          JSON.stringify(verificationBanner(state, "other"));
        return same === (state !== "VERIFICATION_NEVER_STARTED");
      }),
      { numRuns: 1000 },
    );
  });

  // The spec's list, state by state and page by page: shown or not, the tone where the spec names
  // one, and the button (none, to verification, to continue, or a mail to support).
  type Expected = { shown: false } | { shown: true; tone?: string; button: string | undefined };
  const specBanners: Array<[VerificationState, "overview" | "other", Expected]> = [
    ["REQUIRED", "other", { shown: true, tone: "warning", button: "start-verification" }],
    ["REQUIRED", "overview", { shown: true, tone: "warning", button: "start-verification" }],
    ["VERIFICATION_NEVER_STARTED", "other", { shown: true, tone: "info", button: "start-verification" }],
    ["VERIFICATION_NEVER_STARTED", "overview", { shown: false }],
    ["COLLECTING_DATA", "other", { shown: true, button: "continue-verification" }],
    ["COLLECTING_DATA", "overview", { shown: true, button: "continue-verification" }],
    ["IN_PROGRESS", "other", { shown: true, button: undefined }],
    ["IN_PROGRESS", "overview", { shown: true, button: undefined }],
    ["FAILED", "other", { shown: true, tone: "error", button: "start-verification" }],
    ["FAILED", "overview", { shown: true, tone: "error", button: "start-verification" }],
    ["EXPIRED", "other", { shown: true, tone: "error", button: "mail-support" }],
    ["EXPIRED", "overview", { shown: true, tone: "error", button: "mail-support" }],
    ["COMPLETED", "other", { shown: false }],
    ["COMPLETED", "overview", { shown: false }],
  ];

  it("covers every state on both pages in the spec's table", () => {
    expect(new Set(specBanners.map(([state]) => state))).toEqual(new Set(VerificationState.literals));
  });

  it.each(specBanners)("%s on the %s page: %j", (state, page, expected) => {
    const banner = verificationBanner(state, page);
    if (!expected.shown) return expect(banner).toBeNull();
    expect(banner).not.toBeNull();
    if (expected.tone !== undefined) expect(banner!.tone).toBe(expected.tone);
    expect(banner!.button?.kind).toBe(expected.button);
    if (banner!.button !== undefined && banner!.button.kind !== "mail-support")
      expect(banner!.button.path).toBe("/verification");
    expect(banner!.messageKey).toMatch(/^verification\.banner\./);
  });

  it("decodes the KYC status tier and refuses an unknown one", () => {
    expect(Schema.decodeUnknownSync(KycStatus)({ tier: "REQUIRED" }).tier).toBe("REQUIRED");
    expect(() => Schema.decodeUnknownSync(KycStatus)({ tier: "DONE" })).toThrow(/COMPLETED/);
  });
});

describe("verification steps (listing spec §2)", () => {
  it("walks each branch and ends on the success page", () => {
    expect(verificationSteps("individual")).toEqual([
      "identity",
      "upload-id",
      "payout-info",
      "payout-upload",
    ]);
    expect(nextVerificationPath("company", "identity/info")).toBe("/verification/company/document-upload");
    expect(nextVerificationPath("individual", "payout-upload")).toBe("/verification/success");
  });
});

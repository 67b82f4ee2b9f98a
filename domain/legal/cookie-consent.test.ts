import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { CookieCategory, CookieConsentSettings } from "../configuration/public-settings.ts";
import { consentCookie, encodeConsent, giveConsent, standingConsent } from "./cookie-consent.ts";

const settings: CookieConsentSettings = {
  locale: "en_US",
  cookieName: "ho_consent",
  maxAgeDays: 365,
  revision: 3,
  categories: [
    { id: "necessary", required: true, labelKey: "cookies.necessary" },
    { id: "preferences", required: false, labelKey: "cookies.preferences" },
    { id: "analytics", required: false, labelKey: "cookies.analytics" },
    { id: "marketing", required: false, labelKey: "cookies.marketing" },
  ],
  policyUrl: "/legal#privacy",
};
const category = fc.constantFrom<CookieCategory>("necessary", "preferences", "analytics", "marketing");

describe("cookie consent", () => {
  it("always allows the necessary cookies, in the settings' order", () => {
    expect(giveConsent(settings, ["marketing"])).toEqual({
      revision: 3,
      allowed: ["necessary", "marketing"],
    });
    expect(consentCookie(settings, giveConsent(settings, []))).toBe(
      "ho_consent=3:necessary; Max-Age=31536000; Path=/; SameSite=Lax",
    );
  });

  it("reads back what it wrote, and nothing from another revision or a foreign value", () => {
    fc.assert(
      fc.property(fc.array(category), (chosen) => {
        const consent = giveConsent(settings, chosen);
        expect(standingConsent(encodeConsent(consent), settings)).toEqual(consent);
        expect(standingConsent(encodeConsent(consent), { ...settings, revision: 4 })).toBeUndefined();
        expect(consent.allowed).toContain("necessary");
        for (const c of chosen) expect(consent.allowed).toContain(c);
      }),
      { numRuns: 1000 },
    );
    expect(standingConsent(undefined, settings)).toBeUndefined();
    expect(standingConsent("3:necessary;evil", settings)).toBeUndefined();
    // A category the settings do not know is dropped rather than trusted.
    expect(standingConsent("3:necessary.tracking", settings)).toEqual({
      revision: 3,
      allowed: ["necessary"],
    });
  });
});

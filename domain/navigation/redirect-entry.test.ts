import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  campaignSteps,
  campaignTarget,
  isRedirectEntry,
  safeRedirectPath,
  signInPrompt,
} from "./redirect-entry.ts";

describe("redirect entry points", () => {
  it("knows the spec's six entry names", () => {
    for (const name of ["login", "register", "landing", "platform", "campaign", "platform/login"])
      expect(isRedirectEntry(name)).toBe(true);
    expect(isRedirectEntry("logout")).toBe(false);
    expect(isRedirectEntry("platform/")).toBe(false);
  });

  it("sends each campaign id to its step", () => {
    expect(campaignTarget("calendar")).toEqual({ area: "calendar", path: "/calendar" });
    expect(campaignTarget("inquiries")).toEqual({ area: "reservations", path: "/reservations/inquiries" });
    expect(campaignTarget("photos")).toEqual({ area: "properties", step: "photos" });
    for (const step of campaignSteps) expect(campaignTarget(step)).not.toBeNull();
    expect(campaignTarget(null)).toBeNull();
    expect(campaignTarget("boost")).toBeNull();
  });

  it("follows only redirect urls that stay in the app", () => {
    expect(safeRedirectPath("/calendar?x=1")).toBe("/calendar?x=1");
    expect(safeRedirectPath("https://evil.example/")).toBeNull();
    expect(safeRedirectPath("//evil.example/")).toBeNull();
    expect(safeRedirectPath("/\\evil.example")).toBeNull();
    expect(safeRedirectPath("/redirect/login")).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath("")).toBeNull();
  });

  it("never follows a url that a browser would read as another origin", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const path = safeRedirectPath(value);
        if (path === null) return true;
        return new URL(path, "https://hearth.test").origin === "https://hearth.test";
      }),
      { numRuns: 1000 },
    );
  });
});

describe("signInPrompt", () => {
  const embedded = ["none", "login", "consent", "create"];
  it("asks for the sign-up on /redirect/register when the provider offers it", () => {
    expect(signInPrompt("/redirect/register", embedded)).toBe("create");
    expect(signInPrompt("/redirect/register/", embedded)).toBe("create");
  });

  it("signs in plainly when the provider does not list create, or says nothing", () => {
    expect(signInPrompt("/redirect/register", ["none", "login", "consent"])).toBeUndefined();
    expect(signInPrompt("/redirect/register", undefined)).toBeUndefined();
    expect(signInPrompt("/redirect/register", "create")).toBeUndefined();
  });

  it("signs in plainly on every other page", () => {
    for (const path of ["/", "/redirect/login", "/reservations/requests", "/redirect/registered"])
      expect(signInPrompt(path, embedded), path).toBeUndefined();
  });
});

import fc from "fast-check";
import { Exit, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { sampleUserInfo } from "./sample-user-info.ts";
import type { UserInfo } from "./user-info.ts";
import {
  patchedUserInfo,
  phoneFromText,
  phoneNumberProblem,
  phoneText,
  UserInfoPatch,
  userInfoPatchProblems,
} from "./user-info-patch.ts";

const info: UserInfo = { ...sampleUserInfo, alias: "Anna B." };

const decodes = (value: unknown) => Exit.isSuccess(Schema.decodeUnknownExit(UserInfoPatch)(value));

describe("user info patch (listing spec §7, §5)", () => {
  it("changes only the fields it carries, trimmed, a blank alias removed", () => {
    expect(patchedUserInfo(info, { firstName: " Annabelle " })).toEqual({ ...info, firstName: "Annabelle" });
    expect(patchedUserInfo(info, { alias: "  " }).alias).toBeNull();
    expect(patchedUserInfo(info, { alias: null }).alias).toBeNull();
    expect(
      patchedUserInfo(info, { locale: "fr_FR", phone: { prefix: "+33", number: " 6 12 34 56 78 " } }),
    ).toEqual({ ...info, locale: "fr_FR", phone: { prefix: "+33", number: "6 12 34 56 78" } });
  });

  it("refuses an empty patch, an unknown language, a blank name and a bad phone", () => {
    expect(decodes({})).toBe(false);
    expect(decodes({ locale: "xx_XX" })).toBe(false);
    expect(decodes({ firstName: " " })).toBe(false);
    expect(decodes({ phone: { prefix: "0049", number: "301234567" } })).toBe(false);
    expect(decodes({ phone: { prefix: "+49", number: "123" } })).toBe(false);
    expect(decodes({ phone: { prefix: "+49", number: "30 CALL ME" } })).toBe(false);
    expect(decodes({ phone: { prefix: "+49", number: "(030) 123-456/7" } })).toBe(true);
    expect(decodes({ phone: null, alias: null })).toBe(true);
  });

  it("counts the prefix's digits toward E.164's fifteen", () => {
    expect(phoneNumberProblem("+1", "12345678901234")).toBeUndefined();
    expect(phoneNumberProblem("+49", "12345678901234")).toMatch(/more than 15/);
  });

  it("gives a company name to companies only", () => {
    expect(userInfoPatchProblems("individual", { companyName: "X GmbH" })).toEqual([
      { field: "companyName", message: "only a company host has a company name" },
    ]);
    expect(userInfoPatchProblems("company", { companyName: "X GmbH" })).toEqual([]);
    expect(userInfoPatchProblems("individual", { firstName: "X" })).toEqual([]);
  });

  it("keeps a valid phone through its one-text form", () => {
    const prefix = fc.integer({ min: 1, max: 9999 }).map((n) => `+${n}`);
    const number = fc
      .array(fc.constantFrom("0", "1", "5", "9", " ", "-", "(", ")"), { minLength: 4, maxLength: 14 })
      .map((chars) => chars.join("").trim());
    fc.assert(
      fc.property(prefix, number, (p, n) => {
        fc.pre(phoneNumberProblem(p, n) === undefined);
        expect(phoneFromText(phoneText({ prefix: p, number: n }))).toEqual({ prefix: p, number: n });
      }),
      { numRuns: 1000 },
    );
    expect(phoneFromText(null)).toBeNull();
    expect(phoneFromText("()")).toBeNull();
    expect(phoneFromText("030 1234")).toEqual({ prefix: "", number: "030 1234" });
  });

  it("applies patches in order, the last value of a field winning", () => {
    const patchArb = fc.record(
      {
        firstName: fc.constantFrom("A", "B"),
        alias: fc.constantFrom(null, "C"),
        locale: fc.constantFrom("de_DE" as const, "it_IT" as const),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(patchArb, { maxLength: 6 }), (patches) => {
        const result = patches.reduce(patchedUserInfo, info);
        const last = <K extends "firstName" | "alias" | "locale">(key: K) =>
          patches.reduce<UserInfo[K]>((value, p) => (p[key] === undefined ? value : p[key]), info[key]);
        expect(result.firstName).toBe(last("firstName"));
        expect(result.alias).toBe(last("alias"));
        expect(result.locale).toBe(last("locale"));
        expect(result.email).toBe(info.email);
      }),
      { numRuns: 1000 },
    );
  });
});

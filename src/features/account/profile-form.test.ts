import { describe, expect, it } from "vitest";
import { sampleUserInfo } from "../../../domain/user/sample-user-info.ts";
import type { UserInfo } from "../../../domain/user/user-info.ts";
import { profileSubmit, profileValuesOf } from "./profile-form.ts";

const anna: UserInfo = { ...sampleUserInfo, phone: { prefix: "+49", number: "30 1234567" } };

describe("profile form", () => {
  const values = profileValuesOf(anna);

  it("sends nothing when nothing changed", () => {
    expect(profileSubmit(anna, values)).toEqual({ kind: "unchanged" });
    expect(profileSubmit(anna, { ...values, alias: "   " })).toEqual({ kind: "unchanged" });
  });

  it("sends only the changed fields", () => {
    expect(profileSubmit(anna, { ...values, alias: "Anna at sea", phoneNumber: "30 7654321" })).toEqual({
      kind: "save",
      patch: { alias: "Anna at sea", phone: { prefix: "+49", number: "30 7654321" } },
    });
  });

  it("removes the phone when its number has no digit (spec §5)", () => {
    expect(profileSubmit(anna, { ...values, phoneNumber: " ( ) " })).toEqual({
      kind: "save",
      patch: { phone: null },
    });
  });

  it("names every field with a problem, in the form's order", () => {
    expect(profileSubmit(anna, { ...values, phonePrefix: "", phoneNumber: "12", firstName: " " })).toEqual({
      kind: "invalid",
      fields: ["firstName", "phonePrefix"],
    });
    expect(profileSubmit(anna, { ...values, phoneNumber: "12" })).toEqual({
      kind: "invalid",
      fields: ["phoneNumber"],
    });
  });

  it("never sends a company name for an individual", () => {
    expect(profileSubmit(anna, { ...values, companyName: "Anna GmbH" })).toEqual({ kind: "unchanged" });
  });
});

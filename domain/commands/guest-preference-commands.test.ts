import { Exit, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { updateGuestPreferences } from "./guest-preference-commands.ts";
import { localDocumentsOf, sampleGuestPreferences } from "./sample-documents.ts";

describe("updateGuestPreferences", () => {
  it("replays as PATCH /api/app/user/guest-preferences with the answers given", () => {
    expect(
      updateGuestPreferences.toRestCall({ groupSizes: ["couple", "family"], language: "hostLanguage" }),
    ).toEqual({
      method: "PATCH",
      path: "/api/app/user/guest-preferences",
      body: { groupSizes: ["couple", "family"], language: "hostLanguage" },
    });
  });

  it("replaces the answers given and keeps the others", () => {
    const documents = localDocumentsOf({ guestPreferences: [sampleGuestPreferences()] });
    const [doc] =
      updateGuestPreferences.apply(documents, { stayDurations: ["longStay"] }).guestPreferences ?? [];
    expect(doc).toEqual({ ...sampleGuestPreferences(), stayDurations: ["longStay"] });
    expect(updateGuestPreferences.apply(localDocumentsOf({}), { stayDurations: ["longStay"] })).toEqual({});
  });

  it("refuses an empty patch and an option the step does not offer", () => {
    const decode = Schema.decodeUnknownExit(updateGuestPreferences.payload);
    expect(Exit.isFailure(decode({}))).toBe(true);
    expect(Exit.isFailure(decode({ groupSizes: ["party"] }))).toBe(true);
    expect(Exit.isFailure(decode({ language: "klingon" }))).toBe(true);
  });
});

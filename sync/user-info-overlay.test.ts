import { describe, expect, it } from "vitest";
import { sampleUserInfo } from "../domain/user/sample-user-info.ts";
import type { UserInfo } from "../domain/user/user-info.ts";
import { userInfoWithPending } from "./user-info-overlay.ts";

const stored: UserInfo = sampleUserInfo;

const entry = (sequence: number, payload: Record<string, unknown>, state = "pending" as const) => ({
  type: "updateUserInfo",
  state,
  sequence,
  payload,
});

describe("the user info with its pending changes", () => {
  it("applies the account's changes in the order they were made, whatever order they come in", () => {
    const shown = userInfoWithPending(stored, [
      entry(2, { alias: "Second" }),
      entry(1, { alias: "First", locale: "de_DE" }),
    ]);
    expect(shown).toEqual({ ...stored, alias: "Second", locale: "de_DE" });
  });

  it("leaves out refused changes and other commands", () => {
    const shown = userInfoWithPending(stored, [
      { ...entry(1, { alias: "Refused" }), state: "failed" as const },
      { type: "updateTask", state: "pending" as const, sequence: 2, payload: { alias: "Not mine" } },
      { ...entry(3, { firstName: "Annabelle" }), state: "acknowledged" as const },
    ]);
    expect(shown).toEqual({ ...stored, firstName: "Annabelle" });
  });

  it("shows nothing before a user info is stored", () => {
    expect(userInfoWithPending(undefined, [entry(1, { alias: "x" })])).toBeUndefined();
  });
});

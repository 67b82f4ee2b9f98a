import { describe, expect, it } from "vitest";
import { interactionEvent } from "./interaction-tracking.ts";

const click = { category: "account-navigation", action: "billing" };

describe("interaction tracking (listing spec §2, §6)", () => {
  it("tracks a host's own click under its category and action", () => {
    expect(interactionEvent({ isImpersonating: false }, click)).toEqual({
      event: "user_interaction",
      category: "account-navigation",
      action: "billing",
    });
  });

  it("leaves out staff acting as the host, and a session not known yet", () => {
    expect(interactionEvent({ isImpersonating: true }, click)).toBeUndefined();
    expect(interactionEvent(undefined, click)).toBeUndefined();
  });
});

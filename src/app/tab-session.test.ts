import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  decodeTabSessionMessage,
  tabSessionAction,
  type TabSession,
  type TabSessionMessage,
} from "./tab-session.ts";

const users = fc.constantFrom("host-anna", "host-ben", "host-cleo");
const messages: fc.Arbitrary<TabSessionMessage> = fc.oneof(
  fc.record({ kind: fc.constant("session-ended" as const), userId: users, unsent: fc.nat() }),
  fc.record({ kind: fc.constant("signed-out" as const), userId: users }),
  fc.record({ kind: fc.constant("signed-in" as const), userId: users }),
);
const tabs: fc.Arbitrary<TabSession> = fc.oneof(
  fc.record({ phase: fc.constantFrom("starting" as const, "ready" as const), userId: users }),
  fc.record({ phase: fc.constant("signed-out" as const), keptStoreOf: fc.option(users, { nil: undefined }) }),
  fc.constant({ phase: "failed" as const }),
);

describe("what a tab does on another tab's session message", () => {
  it("follows an ended session of its own user, keeping the store", () => {
    expect(
      tabSessionAction({ phase: "ready", userId: "a" }, { kind: "session-ended", userId: "a", unsent: 2 }),
    ).toBe("end-session");
    // Still starting (its engine not yet running): it must not go on to ask the server either.
    expect(
      tabSessionAction({ phase: "starting", userId: "a" }, { kind: "session-ended", userId: "a", unsent: 0 }),
    ).toBe("end-session");
    // Already signed out (it learnt it first, or this is its own message): nothing more to do.
    expect(
      tabSessionAction(
        { phase: "signed-out", keptStoreOf: "a" },
        { kind: "session-ended", userId: "a", unsent: 1 },
      ),
    ).toBe("ignore");
    expect(
      tabSessionAction({ phase: "ready", userId: "b" }, { kind: "session-ended", userId: "a", unsent: 1 }),
    ).toBe("ignore");
  });

  it("signs out with a sign-out of its user, and drops a notice about the deleted store", () => {
    expect(tabSessionAction({ phase: "ready", userId: "a" }, { kind: "signed-out", userId: "a" })).toBe(
      "sign-out",
    );
    expect(tabSessionAction({ phase: "starting", userId: "a" }, { kind: "signed-out", userId: "a" })).toBe(
      "sign-out",
    );
    expect(
      tabSessionAction({ phase: "signed-out", keptStoreOf: "a" }, { kind: "signed-out", userId: "a" }),
    ).toBe("sign-out");
    expect(
      tabSessionAction({ phase: "signed-out", keptStoreOf: "b" }, { kind: "signed-out", userId: "a" }),
    ).toBe("ignore");
    expect(
      tabSessionAction({ phase: "signed-out", keptStoreOf: undefined }, { kind: "signed-out", userId: "a" }),
    ).toBe("ignore");
    expect(tabSessionAction({ phase: "failed" }, { kind: "signed-out", userId: "a" })).toBe("ignore");
  });

  it("starts when another tab signed in, unless it already runs that user's session", () => {
    expect(
      tabSessionAction({ phase: "signed-out", keptStoreOf: "a" }, { kind: "signed-in", userId: "a" }),
    ).toBe("start");
    expect(
      tabSessionAction({ phase: "signed-out", keptStoreOf: undefined }, { kind: "signed-in", userId: "a" }),
    ).toBe("start");
    expect(tabSessionAction({ phase: "failed" }, { kind: "signed-in", userId: "a" })).toBe("start");
    expect(tabSessionAction({ phase: "ready", userId: "b" }, { kind: "signed-in", userId: "a" })).toBe(
      "start",
    );
    expect(tabSessionAction({ phase: "ready", userId: "a" }, { kind: "signed-in", userId: "a" })).toBe(
      "ignore",
    );
    expect(tabSessionAction({ phase: "starting", userId: "a" }, { kind: "signed-in", userId: "a" })).toBe(
      "ignore",
    );
  });

  it("never stops a session of another user than the message's", () => {
    fc.assert(
      fc.property(tabs, messages, (tab, message) => {
        const action = tabSessionAction(tab, message);
        if (action === "end-session" || (action === "sign-out" && tab.phase !== "signed-out")) {
          expect(tab.phase === "starting" || tab.phase === "ready").toBe(true);
          expect((tab as { userId: string }).userId).toBe(message.userId);
        }
        // Only a sign-in starts a session, and only an ended session keeps a notice.
        if (action === "start") expect(message.kind).toBe("signed-in");
        if (action === "end-session") expect(message.kind).toBe("session-ended");
      }),
      { numRuns: 1000 },
    );
  });

  it("is settled by the state it leads to: the same message again asks for nothing more", () => {
    // The state each action leaves the tab in; a message heard twice (or a tab's own) then does nothing.
    const after = (tab: TabSession, message: TabSessionMessage): TabSession => {
      switch (tabSessionAction(tab, message)) {
        case "end-session":
          return { phase: "signed-out", keptStoreOf: message.userId };
        case "sign-out":
          return { phase: "signed-out", keptStoreOf: undefined };
        case "start":
          return { phase: "starting", userId: message.userId };
        case "ignore":
          return tab;
      }
    };
    fc.assert(
      fc.property(tabs, messages, (tab, message) => {
        expect(tabSessionAction(after(tab, message), message)).toBe("ignore");
      }),
      { numRuns: 1000 },
    );
  });
});

describe("tab session messages", () => {
  it("read back what was sent (through structured clone, as a BroadcastChannel delivers it)", () => {
    fc.assert(
      fc.property(messages, (message) => {
        expect(decodeTabSessionMessage(structuredClone(message))).toEqual(message);
      }),
      { numRuns: 1000 },
    );
  });

  it("ignore what this code did not send", () => {
    for (const data of [
      null,
      undefined,
      "signed-out",
      [],
      {},
      { kind: "signed-out" },
      { kind: "signed-out", userId: "" },
      { kind: "signed-in", userId: 3 },
      { kind: "session-ended", userId: "a" },
      { kind: "session-ended", userId: "a", unsent: -1 },
      { kind: "session-ended", userId: "a", unsent: 1.5 },
      { kind: "welcome", userId: "a" },
    ]) {
      expect(decodeTabSessionMessage(data)).toBeUndefined();
    }
  });
});

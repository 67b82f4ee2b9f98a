import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  chatIdentityOf,
  chatTokenRefreshDelayMs,
  initialChatConnection,
  messagingClientTimeoutMs,
  nextChatConnection,
  wantsToken,
  type ChatConnectionEvent,
  type ChatConnectionState,
  type ChatIdentity,
} from "./chat-connection.ts";

const host: ChatIdentity = { userId: "u1", userName: "Anna Berg", onboardingInProgress: false };
const run = (events: ChatConnectionEvent[], from: ChatConnectionState = initialChatConnection) =>
  events.reduce(nextChatConnection, from);

describe("chat connection", () => {
  it("has the spec's 20 s timeout", () => {
    expect(messagingClientTimeoutMs).toBe(20_000);
  });

  it("stays idle while user info is unknown or onboarding is in progress", () => {
    expect(run([{ type: "start", identity: undefined }])).toEqual({
      status: "idle",
      onboardingInProgress: false,
    });
    const onboarding = run([{ type: "start", identity: { ...host, onboardingInProgress: true } }]);
    expect(onboarding).toEqual({ status: "idle", onboardingInProgress: true });
    expect(wantsToken(initialChatConnection, onboarding)).toBe(false);
  });

  it("is errored, not loading, when the user id or name is missing", () => {
    expect(run([{ type: "start", identity: { ...host, userId: "" } }])).toMatchObject({
      status: "errored",
      reason: "missing-user-id",
    });
    expect(run([{ type: "start", identity: { ...host, userName: "  " } }])).toMatchObject({
      status: "errored",
      reason: "missing-user-name",
    });
  });

  it("connects with a token and asks for one on start", () => {
    const connecting = run([{ type: "start", identity: host }]);
    expect(connecting).toEqual({ status: "connecting", attempt: 1 });
    expect(wantsToken(initialChatConnection, connecting)).toBe(true);
    const connected = run(
      [{ type: "answered", attempt: 1, body: { token: "t", expiresIn: 900 }, now: 1000 }],
      connecting,
    );
    expect(connected).toEqual({
      status: "connected",
      attempt: 1,
      refreshing: false,
      token: "t",
      expiresAt: 901_000,
    });
  });

  it("names each failure", () => {
    const connecting = run([{ type: "start", identity: host }]);
    const reasonAfter = (event: ChatConnectionEvent) => {
      const next = nextChatConnection(connecting, event);
      return next.status === "errored" ? next.reason : next.status;
    };
    expect(reasonAfter({ type: "refused", attempt: 1, status: 503 })).toBe("missing-key");
    expect(reasonAfter({ type: "refused", attempt: 1, status: 500 })).toBe("no-token");
    expect(reasonAfter({ type: "refused", attempt: 1, status: undefined })).toBe("no-token");
    expect(reasonAfter({ type: "answered", attempt: 1, body: {}, now: 0 })).toBe("no-token");
    expect(reasonAfter({ type: "answered", attempt: 1, body: { token: "", expiresIn: 900 }, now: 0 })).toBe(
      "no-token",
    );
    expect(reasonAfter({ type: "answered", attempt: 1, body: { token: "t", expiresIn: 0 }, now: 0 })).toBe(
      "no-token",
    );
    expect(reasonAfter({ type: "timed-out", attempt: 1 })).toBe("timeout");
  });

  it("says the device is offline when the call got no answer and the device has no network", () => {
    const connecting = run([{ type: "start", identity: host }]);
    const reasonAfter = (deviceOnline: boolean) => {
      const next = nextChatConnection(connecting, { type: "unreached", attempt: 1, deviceOnline });
      return next.status === "errored" ? next.reason : next.status;
    };
    expect(reasonAfter(false)).toBe("offline");
    expect(reasonAfter(true)).toBe("unreachable");
    // An unanswered call of an older attempt is stale, like any answer.
    expect(nextChatConnection(connecting, { type: "unreached", attempt: 0, deviceOnline: false })).toBe(
      connecting,
    );
  });

  it("retries from an error and refreshes while staying connected", () => {
    const errored = run([
      { type: "start", identity: host },
      { type: "timed-out", attempt: 1 },
    ]);
    const retried = run([{ type: "start", identity: host }], errored);
    expect(retried).toEqual({ status: "connecting", attempt: 2 });
    const connected = run(
      [{ type: "answered", attempt: 2, body: { token: "a", expiresIn: 900 }, now: 0 }],
      retried,
    );
    const refreshing = run([{ type: "refresh" }], connected);
    expect(refreshing).toMatchObject({ status: "connected", refreshing: true, attempt: 3, token: "a" });
    expect(wantsToken(connected, refreshing)).toBe(true);
    expect(run([{ type: "refresh" }], refreshing)).toBe(refreshing);
    expect(
      run([{ type: "answered", attempt: 3, body: { token: "b", expiresIn: 900 }, now: 5 }], refreshing),
    ).toMatchObject({ status: "connected", refreshing: false, token: "b", expiresAt: 900_005 });
  });

  it("reads onboarding and the name from user info", () => {
    const user = {
      userId: "u1",
      onboardingStatus: "in_progress" as const,
      alias: null,
      type: "individual" as const,
      firstName: "Anna",
      lastName: "Berg",
      companyName: null,
    };
    expect(chatIdentityOf(user)).toEqual({ userId: "u1", userName: "Anna Berg", onboardingInProgress: true });
    expect(
      chatIdentityOf({ ...user, onboardingStatus: "finished", firstName: null, lastName: null }),
    ).toEqual({
      userId: "u1",
      userName: "",
      onboardingInProgress: false,
    });
  });

  it("refreshes before the token runs out, never in a tight loop", () => {
    expect(chatTokenRefreshDelayMs(900)).toBe(780_000);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (expiresIn) => {
        const delay = chatTokenRefreshDelayMs(expiresIn);
        return delay < expiresIn * 1000 && delay >= expiresIn * 500;
      }),
      { numRuns: 1000 },
    );
  });
});

const identity = fc.record({
  userId: fc.constantFrom("", "u1", "u2"),
  userName: fc.constantFrom("", " ", "Anna"),
  onboardingInProgress: fc.boolean(),
});
const event: fc.Arbitrary<ChatConnectionEvent> = fc.oneof(
  fc.record({ type: fc.constant("start" as const), identity: fc.option(identity, { nil: undefined }) }),
  fc.constant({ type: "refresh" as const }),
  fc.record({
    type: fc.constant("answered" as const),
    attempt: fc.integer({ min: 0, max: 8 }),
    body: fc.oneof(
      fc.constant(null),
      fc.record({ token: fc.constantFrom("", "t"), expiresIn: fc.constantFrom(-1, 0, 60, 900) }),
    ),
    now: fc.integer({ min: 0, max: 1e12 }),
  }),
  fc.record({
    type: fc.constant("refused" as const),
    attempt: fc.integer({ min: 0, max: 8 }),
    status: fc.constantFrom(undefined, 401, 500, 503),
  }),
  fc.record({ type: fc.constant("timed-out" as const), attempt: fc.integer({ min: 0, max: 8 }) }),
  fc.record({
    type: fc.constant("unreached" as const),
    attempt: fc.integer({ min: 0, max: 8 }),
    deviceOnline: fc.boolean(),
  }),
);

describe("chat connection, any sequence of events", () => {
  it("never connects or loads during onboarding, never moves attempts back, ignores stale answers", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = initialChatConnection;
        for (const e of events) {
          const next = nextChatConnection(state, e);
          if (e.type === "start" && e.identity?.onboardingInProgress) expect(next.status).toBe("idle");
          const before = state.status === "idle" ? 0 : state.attempt;
          if (next.status !== "idle") expect(next.attempt).toBeGreaterThanOrEqual(before);
          // An answer for another attempt than the awaited one changes nothing.
          if (e.type !== "start" && e.type !== "refresh") {
            const awaited =
              state.status === "connecting" || (state.status === "connected" && state.refreshing)
                ? state.attempt
                : undefined;
            if (e.attempt !== awaited) expect(next).toBe(state);
            else expect(["connected", "errored"]).toContain(next.status);
          }
          // A token is only ever one that the server answered, with a positive life.
          if (next.status === "connected") expect(next.token).not.toBe("");
          state = next;
        }
      }),
      { numRuns: 1000 },
    );
  });
});

// The live chat connection (operations spec §4 Chat, §8, §9): the client connects only when
// onboarding is not in progress and the ids it needs exist; setup fails, marked errored and not
// loading, when the messaging key, the user id or the user name is missing or no token comes back;
// the messaging client gives up after 20,000 ms. Hearth's inbox reads the local store, so this
// only decides whether *live* chat is available; sending stays an outbox command either way.
//
// Every attempt (a start, a retry, a token refresh) has a number; an answer for an older attempt is
// stale and changes nothing, so a slow answer can never overwrite a newer state.
import type { UserInfo } from "../user/user-info.ts";
import { displayName } from "../user/display-name.ts";

/** The messaging client's timeout (spec §9). */
export const messagingClientTimeoutMs = 20_000;

/** A token is refreshed this long before it runs out (spec §4, the explicit-refresh margin). */
export const chatTokenRefreshMarginSeconds = 120;

export type ChatConnectionErrorReason =
  | "missing-key"
  | "missing-user-id"
  | "missing-user-name"
  | "no-token"
  | "timeout"
  /** The call never reached the server and the device says it has no network. */
  | "offline"
  /** The call never reached the server though the device says it is online. */
  | "unreachable";

export type ChatConnectionState =
  /** Not trying: no user info yet, or onboarding in progress. */
  | { readonly status: "idle"; readonly onboardingInProgress: boolean }
  | { readonly status: "connecting"; readonly attempt: number }
  /** A refresh (`refreshing`, for `attempt`) runs while the connection stays connected. */
  | {
      readonly status: "connected";
      readonly attempt: number;
      readonly refreshing: boolean;
      readonly token: string;
      /** Epoch milliseconds at which the token runs out. */
      readonly expiresAt: number;
    }
  | { readonly status: "errored"; readonly attempt: number; readonly reason: ChatConnectionErrorReason };

/** What the connection needs to know about the host. */
export interface ChatIdentity {
  readonly userId: string;
  readonly userName: string;
  readonly onboardingInProgress: boolean;
}

/**
 * The identity of the signed-in host. User info has `onboardingStatus` (in_progress or finished,
 * spec §3), so "onboarding in progress" is read from it; the name is the display name.
 */
export function chatIdentityOf(
  user: Pick<
    UserInfo,
    "userId" | "onboardingStatus" | "alias" | "type" | "firstName" | "lastName" | "companyName"
  >,
): ChatIdentity {
  return {
    userId: user.userId,
    userName: displayName(user),
    onboardingInProgress: user.onboardingStatus === "in_progress",
  };
}

export const initialChatConnection: ChatConnectionState = { status: "idle", onboardingInProgress: false };

export type ChatConnectionEvent =
  /** Start (or retry) with what is known of the host; undefined while user info is not loaded. */
  | { readonly type: "start"; readonly identity: ChatIdentity | undefined }
  /** A connected token is near its end: fetch a new one while staying connected. */
  | { readonly type: "refresh" }
  /** The token call answered 2xx. `body` is whatever came back. */
  | { readonly type: "answered"; readonly attempt: number; readonly body: unknown; readonly now: number }
  /** The token call failed: `status` is the HTTP status, or undefined when the server was not reached. */
  | { readonly type: "refused"; readonly attempt: number; readonly status: number | undefined }
  /**
   * The token call failed without an answer (a network error). `deviceOnline` is what the device
   * says (navigator.onLine), so an offline device is told so rather than blamed on the chat service.
   */
  | { readonly type: "unreached"; readonly attempt: number; readonly deviceOnline: boolean }
  | { readonly type: "timed-out"; readonly attempt: number };

function attemptOf(state: ChatConnectionState): number {
  return state.status === "idle" ? 0 : state.attempt;
}

/** Whether a fetch for `state.attempt` should run now (the caller starts it and arms the timeout). */
export function wantsToken(before: ChatConnectionState, after: ChatConnectionState): boolean {
  return attemptOf(after) !== attemptOf(before) && isAwaiting(after, attemptOf(after));
}

function missingReason(identity: ChatIdentity): ChatConnectionErrorReason | undefined {
  if (identity.userId.trim() === "") return "missing-user-id";
  if (identity.userName.trim() === "") return "missing-user-name";
  return undefined;
}

/** The token of a 2xx answer, or undefined when none usable came back. */
function tokenOf(body: unknown): { token: string; expiresIn: number } | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { token, expiresIn } = body as { token?: unknown; expiresIn?: unknown };
  if (typeof token !== "string" || token === "") return undefined;
  if (typeof expiresIn !== "number" || !Number.isFinite(expiresIn) || expiresIn <= 0) return undefined;
  return { token, expiresIn };
}

/**
 * A 503 means the server has no messaging key configured (docs/decisions.md); any other refusal or
 * no answer at all means no token came back.
 */
export function refusalReason(status: number | undefined): ChatConnectionErrorReason {
  return status === 503 ? "missing-key" : "no-token";
}

export function nextChatConnection(
  state: ChatConnectionState,
  event: ChatConnectionEvent,
): ChatConnectionState {
  const attempt = attemptOf(state);
  switch (event.type) {
    case "start": {
      if (event.identity === undefined || event.identity.onboardingInProgress) {
        return { status: "idle", onboardingInProgress: event.identity?.onboardingInProgress ?? false };
      }
      const missing = missingReason(event.identity);
      // Errors keep counting attempts, so an answer to an attempt made before stays stale.
      if (missing !== undefined) return { status: "errored", attempt: attempt + 1, reason: missing };
      return { status: "connecting", attempt: attempt + 1 };
    }
    case "refresh":
      return state.status === "connected" && !state.refreshing
        ? { ...state, attempt: attempt + 1, refreshing: true }
        : state;
    case "answered": {
      if (!isAwaiting(state, event.attempt)) return state;
      const token = tokenOf(event.body);
      if (token === undefined) return { status: "errored", attempt, reason: "no-token" };
      return {
        status: "connected",
        attempt,
        refreshing: false,
        token: token.token,
        expiresAt: event.now + token.expiresIn * 1000,
      };
    }
    case "refused":
      if (!isAwaiting(state, event.attempt)) return state;
      return { status: "errored", attempt, reason: refusalReason(event.status) };
    case "unreached":
      if (!isAwaiting(state, event.attempt)) return state;
      return { status: "errored", attempt, reason: event.deviceOnline ? "unreachable" : "offline" };
    case "timed-out":
      if (!isAwaiting(state, event.attempt)) return state;
      return { status: "errored", attempt, reason: "timeout" };
  }
}

/** Whether `state` is waiting for the answer to `attempt`: connecting, or connected and refreshing. */
export function isAwaiting(state: ChatConnectionState, attempt: number): boolean {
  if (state.status === "connecting") return state.attempt === attempt;
  return state.status === "connected" && state.refreshing && state.attempt === attempt;
}

/**
 * How long after receiving a token to fetch the next one: the refresh margin before it runs out,
 * and at least half its life for short tokens, so a refresh never runs in a tight loop.
 */
export function chatTokenRefreshDelayMs(expiresInSeconds: number): number {
  return Math.max(expiresInSeconds * 500, (expiresInSeconds - chatTokenRefreshMarginSeconds) * 1000);
}

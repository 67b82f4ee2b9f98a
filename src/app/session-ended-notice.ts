// The note a session that ended (a 401 the token's refresh could not cure) leaves for the sign-in
// page: how many changes wait in the kept local store, and whose store it is. Kept in
// sessionStorage (this tab only, gone with it), read once by the signed-out page.

export interface SessionEndedNotice {
  /** The signed-out user's id: their store is the one kept. */
  readonly userId: string;
  /** Commands still waiting in that store's outbox (pending, not failed). */
  readonly unsent: number;
}

export const sessionEndedNoticeKey = "hearth.session-ended";

export function encodeSessionEndedNotice(notice: SessionEndedNotice): string {
  return JSON.stringify(notice);
}

/** Undefined for anything that is not a notice this code wrote (a missing or damaged entry). */
export function decodeSessionEndedNotice(text: string | null): SessionEndedNotice | undefined {
  if (!text) return undefined;
  try {
    const raw = JSON.parse(text) as { userId?: unknown; unsent?: unknown };
    if (typeof raw.userId !== "string" || raw.userId === "") return undefined;
    if (typeof raw.unsent !== "number" || !Number.isInteger(raw.unsent) || raw.unsent < 0) return undefined;
    return { userId: raw.userId, unsent: raw.unsent };
  } catch {
    return undefined;
  }
}

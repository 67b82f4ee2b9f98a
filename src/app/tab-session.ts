// Tabs of one browser share the signed-in user's tokens (localStorage) and local store
// (IndexedDB), so a session that ends, a sign-out or a sign-in in one tab is true in all of them.
// The tab that learns it first tells the others on a BroadcastChannel (what RxDB's leader
// election uses between tabs too); this module is the rule of what a tab does on each message.
// Without it a tab would notice an ended session only at its own next 401, and a tab left open
// after a sign-out would hold the deleted store open (docs/decisions.md).

export const tabSessionChannelName = "hearth.session";

export type TabSessionMessage =
  /** A 401 the refresh could not cure: the store and its `unsent` pending commands are kept. */
  | { readonly kind: "session-ended"; readonly userId: string; readonly unsent: number }
  /** The user signed out: their local store is being deleted. */
  | { readonly kind: "signed-out"; readonly userId: string }
  /** A tab has a running session of this user (tokens are stored). */
  | { readonly kind: "signed-in"; readonly userId: string };

/** What the receiving tab is showing. */
export type TabSession =
  | { readonly phase: "starting" | "ready"; readonly userId: string }
  /** `keptStoreOf`: the user whose kept store the sign-in page's notice speaks of, if any. */
  | { readonly phase: "signed-out"; readonly keptStoreOf: string | undefined }
  | { readonly phase: "failed" };

export type TabSessionAction =
  /** Stop the engine, keep the store, show the sign-in page with the notice (no request). */
  | "end-session"
  /** Stop the engine, close the store (the other tab deletes it), drop any notice, front door. */
  | "sign-out"
  /** Read the stored tokens again and start a session (a sign-in elsewhere). */
  | "start"
  | "ignore";

export function tabSessionAction(tab: TabSession, message: TabSessionMessage): TabSessionAction {
  const running = tab.phase === "starting" || tab.phase === "ready";
  const sameUser = running && tab.userId === message.userId;
  switch (message.kind) {
    case "session-ended":
      // Another user's session (the tab has since signed in as someone else) is not this one's.
      return sameUser ? "end-session" : "ignore";
    case "signed-out":
      if (sameUser) return "sign-out";
      // The notice would promise changes that the sign-out has just deleted.
      return tab.phase === "signed-out" && tab.keptStoreOf === message.userId ? "sign-out" : "ignore";
    case "signed-in":
      // Running as that user already: nothing to do (this is also every new tab's greeting).
      return sameUser ? "ignore" : "start";
  }
}

/** Undefined for anything that is not a message this code sent (another version, or noise). */
export function decodeTabSessionMessage(data: unknown): TabSessionMessage | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const raw = data as { kind?: unknown; userId?: unknown; unsent?: unknown };
  if (typeof raw.userId !== "string" || raw.userId === "") return undefined;
  if (raw.kind === "signed-out" || raw.kind === "signed-in") return { kind: raw.kind, userId: raw.userId };
  if (raw.kind !== "session-ended") return undefined;
  if (typeof raw.unsent !== "number" || !Number.isInteger(raw.unsent) || raw.unsent < 0) return undefined;
  return { kind: raw.kind, userId: raw.userId, unsent: raw.unsent };
}

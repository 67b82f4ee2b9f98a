// The signed-in session: the identity provider's user, the local store and the sync engine for
// that user. Everything below it can assume a host is signed in and the engine is running.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { createApiClient, type ApiClient, type TokenSource } from "../../sync/api-client.ts";
import type { FileUpload, UploadClient } from "../../sync/upload-request.ts";
import type { LocalDatabase } from "../../sync/local-database.ts";
import { parkedCommandsKey } from "../../sync/parked-commands.ts";
import {
  firstScreenCollections,
  preloadNetworkCode,
  startSyncEngine,
  type SyncEngine,
} from "../../sync/sync-engine.ts";
import { startEarlyFirstPulls } from "../../sync/early-first-pulls.ts";
import { renewAccessToken, storedUserKey, type AuthClient } from "./auth-client.ts";
import { clearFirstScreens, hasFirstScreens } from "../../sync/first-screen-cache.ts";
import { askForPersistentStorage, deleteBrowserStore, openBrowserStore } from "./local-store.ts";
import { decodeSessionEndedNotice, sessionEndedNoticeKey } from "./session-ended-notice.ts";
import { closeEndedSession } from "./close-ended-session.ts";
import { startTokenRenewal } from "./token-renewal.ts";
import { keptScreenGate } from "./kept-screen-gate.ts";
import { useNetworkStatus } from "./use-network-status.ts";
import {
  decodeTabSessionMessage,
  tabSessionAction,
  tabSessionChannelName,
  type TabSession,
  type TabSessionMessage,
} from "./tab-session.ts";

/** The upload client's code loads with the first upload: the first screen uploads nothing. */
function uploadClientOnFirstUse(tokens: TokenSource): UploadClient {
  let client: Promise<UploadClient> | undefined;
  return {
    async upload<T>(upload: FileUpload): Promise<T> {
      client ??= import("../../sync/upload-request.ts").then(
        (module) => module.createUploadClient({ baseUrl: "", tokens }),
        (error: unknown) => {
          client = undefined;
          throw error;
        },
      );
      return (await client).upload<T>(upload);
    },
  };
}

export interface Session {
  readonly userId: string;
  readonly engine: SyncEngine;
  readonly db: LocalDatabase;
  /** For the few reads that are not in the local store (they need the network). */
  readonly api: ApiClient;
  /** Files sent with upload progress (unit photos), under the same token as `api`. */
  readonly uploads: UploadClient;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | undefined>(undefined);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside a signed-in page");
  return session;
}

type State =
  | { phase: "starting" }
  | { phase: "signed-out" }
  | { phase: "ready"; session: Session }
  | { phase: "failed"; error: Error };

export function SessionProvider(props: {
  auth: AuthClient;
  signedOut: ReactNode;
  starting: ReactNode;
  failed: (error: Error) => ReactNode;
  children: ReactNode;
}) {
  const { auth } = props;
  const [state, setState] = useState<State>({ phase: "starting" });
  const online = useNetworkStatus();
  // Bumped when another tab signs in: the session is read from the stored tokens again.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let cleanup: (() => Promise<void>) | undefined;
    let sessionWatch: { unsubscribe(): void } | undefined;
    let stopRenewal = () => {};
    // What this tab shows, for the rule of what it does on another tab's message (./tab-session.ts).
    let tab: TabSession = { phase: "signed-out", keptStoreOf: undefined };
    const signedOut = () => {
      const notice = decodeSessionEndedNotice(sessionStorage.getItem(sessionEndedNoticeKey));
      tab = { phase: "signed-out", keptStoreOf: notice?.userId };
      if (!cancelled) setState({ phase: "signed-out" });
    };
    // Set once the engine runs; until then a session ended elsewhere waits here for it.
    let endSession: ((endedElsewhere?: { unsent: number }) => void) | undefined;
    let endedElsewhere: { unsent: number } | undefined;
    const channel =
      typeof BroadcastChannel === "function" ? new BroadcastChannel(tabSessionChannelName) : undefined;
    const tell = (message: TabSessionMessage) => channel?.postMessage(message);
    if (channel)
      channel.onmessage = (event: MessageEvent) => {
        const message = decodeTabSessionMessage(event.data);
        if (!message || cancelled) return;
        const action = tabSessionAction(tab, message);
        if (action === "end-session" && message.kind === "session-ended") {
          if (endSession) endSession({ unsent: message.unsent });
          else endedElsewhere = { unsent: message.unsent };
        } else if (action === "sign-out") {
          // The other tab deletes the store: close this tab's hold on it at once, and go to the
          // front door rather than to the provider's sign-in, which would sign in again.
          const end = cleanup;
          cleanup = undefined;
          cancelled = true;
          sessionStorage.removeItem(sessionEndedNoticeKey);
          // A fresh page at the front door: the sign-in page, shown on any other path, would send
          // the tab to the provider at once, whose session may not have ended yet (a sign-in again).
          // The reload also drops everything of the user this page held in memory.
          setState({ phase: "starting" });
          void (end?.() ?? Promise.resolve()).finally(() => window.location.replace("/"));
        } else if (action === "start") {
          cancelled = true;
          setState({ phase: "starting" });
          setGeneration((g) => g + 1);
        }
      };
    void (async () => {
      // Read from storage, not through oidc-client-ts: the library loads only when needed.
      const user = auth.storedUser();
      if (!user) return signedOut();
      const userId = user.sub;
      tab = { phase: "starting", userId };
      let token = user.accessToken;
      const refresh = async () => {
        const fresh = await renewAccessToken(auth);
        if (fresh) token = fresh;
        return fresh;
      };
      const tokens: TokenSource = { accessToken: () => token, refresh };
      const api = createApiClient({ baseUrl: "", tokens });
      // No first screen kept for the user: a first start here, whose first rows can only come from
      // the server. Their pulls go out now, while the store opens (sync/early-first-pulls.ts).
      // The network code's chunks load beside them.
      const firstStart = !hasFirstScreens(localStorage, userId);
      if (firstStart) preloadNetworkCode();
      const earlyFirstPulls = firstStart ? startEarlyFirstPulls(api, firstScreenCollections) : undefined;
      // The kept first screen paints first; the store's opening would share its frames.
      await keptScreenGate.passed();
      if (cancelled) return;
      const db = await openBrowserStore(userId);
      void askForPersistentStorage();
      const renewal = startTokenRenewal({
        expiresAt: user.expiresAt,
        renew: () => refresh().then(() => auth.storedUser()?.expiresAt),
      });
      // Also when the engine fails to start: the failed page needs no renewed tokens.
      stopRenewal = () => renewal.stop();
      const engine = await startSyncEngine({
        db,
        api,
        serverId: window.location.host,
        online: navigator.onLine,
        parkingStorage: localStorage,
        earlyFirstPulls,
      });
      cleanup = async () => {
        renewal.stop();
        sessionWatch?.unsubscribe();
        await engine.stop();
        await db.close();
      };
      // A 401 the token's refresh could not cure, here or in another tab (./close-ended-session.ts).
      let ending = false;
      endSession = (elsewhere) => {
        if (ending || cancelled) return;
        ending = true;
        const end = cleanup;
        cleanup = undefined;
        renewal.stop();
        sessionWatch?.unsubscribe();
        closeEndedSession({
          userId,
          db,
          engine,
          endedElsewhere: elsewhere,
          tell,
          removeTokens: () => localStorage.removeItem(storedUserKey(auth.config)),
        }).then(signedOut, async () => {
          await end?.();
          signedOut();
        });
      };
      sessionWatch = engine.status$.subscribe((status) => {
        if (status.sessionEnded) endSession?.();
      });
      const session: Session = {
        userId,
        engine,
        db,
        api,
        uploads: uploadClientOnFirstUse(tokens),
        async signOut() {
          // Sign-out is the one moment the user's local data goes: pending commands included, and
          // the first screens kept to paint the next start (domain/first-screen/first-screen.ts).
          renewal.stop();
          clearFirstScreens(localStorage, userId);
          sessionWatch?.unsubscribe();
          // The tokens go first, so another tab that follows this sign-out finds none; then the
          // other tabs close their hold on the store before it is deleted.
          localStorage.removeItem(storedUserKey(auth.config));
          tell({ kind: "signed-out", userId });
          await engine.stop();
          localStorage.removeItem(parkedCommandsKey(db.name));
          await deleteBrowserStore(db);
          const manager = await auth.manager();
          await manager.removeUser();
          await manager.signoutRedirect().catch(() => window.location.assign("/"));
        },
      };
      if (cancelled) await cleanup?.();
      else if (endedElsewhere) endSession(endedElsewhere);
      else {
        // Signed in again (whoever it is): the last session's note has been read.
        sessionStorage.removeItem(sessionEndedNoticeKey);
        tab = { phase: "ready", userId };
        setState({ phase: "ready", session });
        // Other tabs on the sign-in page (this user's session ended there too) follow.
        tell({ kind: "signed-in", userId });
      }
    })().catch((error: unknown) => {
      tab = { phase: "failed" };
      if (!cancelled) setState({ phase: "failed", error: error as Error });
    });
    return () => {
      cancelled = true;
      stopRenewal();
      channel?.close();
      void cleanup?.();
    };
  }, [auth, generation]);

  useEffect(() => {
    if (state.phase === "ready") state.session.engine.setOnline(online);
  }, [online, state]);

  if (state.phase === "starting") return props.starting;
  if (state.phase === "signed-out") return props.signedOut;
  if (state.phase === "failed") return props.failed(state.error);
  return <SessionContext.Provider value={state.session}>{props.children}</SessionContext.Provider>;
}

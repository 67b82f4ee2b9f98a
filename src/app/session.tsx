// The signed-in session: the identity provider's user, the local store and the sync engine for
// that user. Everything below it can assume a host is signed in and the engine is running.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { UserManager } from "oidc-client-ts";
import { createApiClient, type ApiClient } from "../../sync/api-client.ts";
import type { LocalDatabase } from "../../sync/local-database.ts";
import { startSyncEngine, type SyncEngine } from "../../sync/sync-engine.ts";
import { renewAccessToken } from "./auth-client.ts";
import { askForPersistentStorage, deleteBrowserStore, openBrowserStore } from "./local-store.ts";
import { useNetworkStatus } from "./use-network-status.ts";

export interface Session {
  readonly userId: string;
  readonly engine: SyncEngine;
  readonly db: LocalDatabase;
  /** For the few reads that are not in the local store (they need the network). */
  readonly api: ApiClient;
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
  manager: UserManager;
  signedOut: ReactNode;
  starting: ReactNode;
  failed: (error: Error) => ReactNode;
  children: ReactNode;
}) {
  const { manager } = props;
  const [state, setState] = useState<State>({ phase: "starting" });
  const online = useNetworkStatus();

  useEffect(() => {
    let cancelled = false;
    let cleanup: (() => Promise<void>) | undefined;
    void (async () => {
      const user = await manager.getUser();
      if (!user) {
        if (!cancelled) setState({ phase: "signed-out" });
        return;
      }
      const userId = user.profile.sub;
      const db = await openBrowserStore(userId);
      void askForPersistentStorage();
      let token = user.access_token;
      manager.events.addUserLoaded((fresh) => {
        token = fresh.access_token;
      });
      const api = createApiClient({
        baseUrl: "",
        tokens: {
          accessToken: () => token,
          refresh: async () => {
            const fresh = await renewAccessToken(manager);
            if (fresh) token = fresh;
            return fresh;
          },
        },
      });
      const engine = await startSyncEngine({
        db,
        api,
        serverId: window.location.host,
        online: navigator.onLine,
      });
      cleanup = async () => {
        await engine.stop();
        await db.close();
      };
      const session: Session = {
        userId,
        engine,
        db,
        api,
        async signOut() {
          // Sign-out is the one moment the user's local data goes: pending commands included.
          await engine.stop();
          await deleteBrowserStore(db);
          await manager.removeUser();
          await manager.signoutRedirect().catch(() => window.location.assign("/"));
        },
      };
      if (cancelled) await cleanup();
      else setState({ phase: "ready", session });
    })().catch((error: unknown) => {
      if (!cancelled) setState({ phase: "failed", error: error as Error });
    });
    return () => {
      cancelled = true;
      void cleanup?.();
    };
  }, [manager]);

  useEffect(() => {
    if (state.phase === "ready") state.session.engine.setOnline(online);
  }, [online, state]);

  if (state.phase === "starting") return props.starting;
  if (state.phase === "signed-out") return props.signedOut;
  if (state.phase === "failed") return props.failed(state.error);
  return <SessionContext.Provider value={state.session}>{props.children}</SessionContext.Provider>;
}

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import {
  chatIdentityOf,
  initialChatConnection,
  type ChatConnectionState,
} from "../../../domain/messaging/chat-connection.ts";
import { createChatConnection, type ChatConnection } from "../../../sync/chat-connection.ts";
import { useSession } from "../../app/session.tsx";
import { useNetworkStatus } from "../../app/use-network-status.ts";
import { useUserInfo } from "../sync/use-user-info.ts";

const idle = () => initialChatConnection;
const noSubscription = () => () => undefined;

/**
 * The live chat connection while the inbox is open: it starts when user info is known (and waits
 * while onboarding is in progress), and stops when the inbox closes. `retry` starts it again, and
 * so does the device coming back online after a start that failed for want of a network.
 */
export function useChatConnection(): { state: ChatConnectionState; retry: () => void } {
  const { api } = useSession();
  const userInfo = useUserInfo();
  // Made in an effect, so a closed one is never reused (StrictMode runs effects twice in development).
  const [connection, setConnection] = useState<ChatConnection>();
  useEffect(() => {
    const made = createChatConnection({ api });
    setConnection(made);
    return () => made.close();
  }, [api]);
  const identity = userInfo === undefined ? undefined : chatIdentityOf(userInfo);
  // Started again only when what it depends on changes, not on every new user info object.
  const key = identity === undefined ? "" : JSON.stringify(identity);
  useEffect(() => {
    connection?.start(identity);
  }, [connection, key]); // eslint-disable-line react-hooks/exhaustive-deps -- identity is keyed
  const state = useSyncExternalStore(connection?.subscribe ?? noSubscription, connection?.getState ?? idle);
  const retry = useCallback(() => connection?.start(identity), [connection, key]); // eslint-disable-line react-hooks/exhaustive-deps -- identity is keyed
  const online = useNetworkStatus();
  const offlineFailure = state.status === "errored" && state.reason === "offline";
  useEffect(() => {
    if (online && offlineFailure) retry();
  }, [online, offlineFailure, retry]);
  return { state, retry };
}

import { useCallback, useMemo } from "react";
import type { ChannelId } from "../../../domain/messaging/channel-document.ts";
import type { MessageId } from "../../../domain/messaging/message-document.ts";
import { useSession } from "../../app/session.tsx";
import { useToast } from "../../ui/toast.tsx";
import { useCommandError } from "../reservations/use-command-error.ts";

export interface ChannelFlags {
  readonly archived?: boolean;
  readonly unread?: boolean;
  readonly favorited?: boolean;
}

/** The inbox's writes, each an outbox command: shown at once, delivered when the network allows. */
export function useChannelCommands() {
  const { engine } = useSession();
  const toast = useToast();
  const describe = useCommandError();
  const send = useCallback(
    async (channelId: string, body: string): Promise<boolean> => {
      try {
        await engine.outbox.enqueue("sendMessage", {
          channelId: channelId as ChannelId,
          body,
          clientMessageId: crypto.randomUUID() as MessageId,
          sentAt: new Date().toISOString(),
        });
        return true;
      } catch (error) {
        toast.show(describe(error), "error");
        return false;
      }
    },
    [engine, toast, describe],
  );
  const setFlags = useCallback(
    (channelId: string, flags: ChannelFlags) => {
      void engine.outbox
        .enqueue("setChannelFlags", { channelId: channelId as ChannelId, ...flags })
        .catch((error: unknown) => toast.show(describe(error), "error"));
    },
    [engine, toast, describe],
  );
  const retry = useCallback((commandId: string) => void engine.outbox.retry(commandId), [engine]);
  const discard = useCallback((commandId: string) => void engine.outbox.discard(commandId), [engine]);
  return useMemo(() => ({ send, setFlags, retry, discard }), [send, setFlags, retry, discard]);
}

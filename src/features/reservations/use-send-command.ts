import { useCallback } from "react";
import type { CommandPayload, CommandType } from "../../../domain/commands/command-catalogue.ts";
import { useSession } from "../../app/session.tsx";
import { useToast } from "../../ui/toast.tsx";
import { useCommandError } from "./use-command-error.ts";

/**
 * Puts a command in the outbox and tells the host at once: the spec's success toast when the
 * outbox has it (the server gets it when online), or why the device could not take it.
 */
export function useSendCommand(): <T extends CommandType>(
  type: T,
  payload: CommandPayload<T>,
  success: string,
  then?: () => void,
) => void {
  const { engine } = useSession();
  const toast = useToast();
  const describe = useCommandError();
  return useCallback(
    (type, payload, success, then) => {
      void engine.outbox.enqueue(type, payload).then(
        () => {
          toast.show(success);
          then?.();
        },
        (error: unknown) => toast.show(describe(error), "error"),
      );
    },
    [engine, toast, describe],
  );
}

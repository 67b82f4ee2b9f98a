// A step's problems under its fields (listing spec §5: a problem names its field and an i18n key),
// the focus moved to the first invalid field, and the step's commands put in the outbox. The shell
// reads the answer to decide whether to move on.
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { CommandPayload, CommandType } from "../../../domain/commands/command-catalogue.ts";
import type { FormProblem, FormResult } from "../../../domain/properties/unit-forms.ts";
import { useSession } from "../../app/session.tsx";
import { useToast } from "../../ui/toast.tsx";
import { useCommandError } from "../reservations/use-command-error.ts";

export function useStepForm() {
  const { t } = useTranslation();
  const { engine } = useSession();
  const toast = useToast();
  const describe = useCommandError();
  const container = useRef<HTMLDivElement>(null);
  const [problems, setProblems] = useState<readonly FormProblem[]>([]);

  const messagesOf = useCallback(
    (field: string) => problems.filter((p) => p.field === field).map((p) => t(p.messageKey)),
    [problems, t],
  );

  /** The checked values, or undefined after showing the problems with the focus on the first. */
  const check = useCallback(<T>(result: FormResult<T>): T | undefined => {
    if (result.ok) {
      setProblems([]);
      return result.changes;
    }
    setProblems(result.problems);
    const first = result.problems[0];
    if (first !== undefined)
      // After the messages render, so the field is announced with its message.
      queueMicrotask(() =>
        container.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first.field)}"]`)?.focus(),
      );
    return undefined;
  }, []);

  /** Puts the commands in the outbox in order; false (with the reason shown) when the device refused one. */
  const send = useCallback(
    async (...commands: readonly { [T in CommandType]: [T, CommandPayload<T>] }[CommandType][]) => {
      try {
        for (const [type, payload] of commands) await engine.outbox.enqueue(type, payload);
        return true;
      } catch (error) {
        toast.show(describe(error), "error");
        return false;
      }
    },
    [engine, toast, describe],
  );

  return { container, messagesOf, check, send };
}

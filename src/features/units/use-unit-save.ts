// Saving a unit page: one updateUnit command through the outbox (shown at once, offline too, sent
// once), the page's own problems under their fields with the focus on the first, and the fields the
// server named when it refused a save of this unit (listing spec §5, §8).
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { UnitChanges } from "../../../domain/commands/unit-commands.ts";
import { UnitId } from "../../../domain/ids.ts";
import type { FormProblem } from "../../../domain/properties/unit-forms.ts";
import { useSession } from "../../app/session.tsx";
import { useToast } from "../../ui/toast.tsx";
import { useCommandError } from "../reservations/use-command-error.ts";
import { useOutbox } from "../sync/use-outbox.ts";

export interface FieldMessage {
  readonly field: string;
  /** Already in the host's words: translated from the page's key, or the server's own text. */
  readonly message: string;
}

/** The element of a form's field, found by the name it carries. */
function focusField(form: HTMLFormElement | null, field: string): void {
  const element = form?.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`);
  element?.focus();
}

export function useUnitSave(unitId: string) {
  const { t } = useTranslation();
  const { engine } = useSession();
  const toast = useToast();
  const describe = useCommandError();
  const outbox = useOutbox();
  const [problems, setProblems] = useState<readonly FormProblem[]>([]);

  const serverFields = useMemo(
    () =>
      outbox
        .filter(
          (e) =>
            e.state === "failed" &&
            e.type === "updateUnit" &&
            (e.payload as { unitId?: string }).unitId === unitId,
        )
        .flatMap((e) => e.failure?.fields ?? []),
    [outbox, unitId],
  );

  const messages: readonly FieldMessage[] = useMemo(
    () => [...problems.map((p) => ({ field: p.field, message: t(p.messageKey) })), ...serverFields],
    [problems, serverFields, t],
  );

  /** The messages of one field, for its control. */
  const messagesOf = useCallback(
    (field: string) => messages.filter((m) => m.field === field).map((m) => m.message),
    [messages],
  );

  /** Shows the page's problems, or sends the change; true once the outbox holds it. */
  const save = useCallback(
    async (
      form: HTMLFormElement | null,
      checked: { ok: true; changes: UnitChanges } | { ok: false; problems: readonly FormProblem[] },
    ): Promise<boolean> => {
      if (!checked.ok) {
        setProblems(checked.problems);
        const first = checked.problems[0];
        if (first !== undefined) focusField(form, first.field);
        return false;
      }
      setProblems([]);
      try {
        await engine.outbox.enqueue("updateUnit", { unitId: UnitId.make(unitId), changes: checked.changes });
        toast.show(t("units.saved"));
        return true;
      } catch (error) {
        toast.show(describe(error), "error");
        return false;
      }
    },
    [engine, unitId, toast, t, describe],
  );

  return { save, messagesOf };
}

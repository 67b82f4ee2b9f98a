// A verification step that is a form of details (the host's or company's identity, the owner, the
// payout account): loaded from the server, checked field by field with the domain's rules before a
// byte is sent, saved through the onboarding call, and the server's field errors shown under the
// fields they name. The focus goes to the first invalid field; Enter continues (the form submits).
// These calls are online-only (docs/decisions.md): offline, the page says so and keeps what was typed.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { formErrorsOf, type FormErrors } from "../../../domain/errors/form-errors.ts";
import type { FormCheck, FormProblem } from "../../../domain/verification/verification-forms.ts";
import { ApiError, type ApiClient } from "../../../sync/api-client.ts";
import { useSession } from "../../app/session.tsx";
import { useNetworkStatus } from "../../app/use-network-status.ts";
import { Loading } from "../../ui/loading.tsx";
import { focusField, FormField } from "../../ui/form-field.tsx";

export interface DetailsStepSpec<Field extends string, Body> {
  readonly fields: readonly Field[];
  readonly load: (api: ApiClient) => Promise<{ readonly [K in Field]: string }>;
  readonly check: (draft: { readonly [K in Field]: string }) => FormCheck<Field, Body>;
  readonly save: (api: ApiClient, body: Body, idempotencyKey: string) => Promise<unknown>;
  /** The form's field a server's parameter name is about ("bankAccounts.0.iban" → "iban"). */
  readonly fieldOf?: (serverName: string) => string;
  readonly inputs?: Partial<Record<Field, { type?: string; autoComplete?: string; maxLength?: number }>>;
}

const noErrors: FormErrors = { general: null, fields: [] };

export function DetailsStepForm<Field extends string, Body>(props: {
  spec: DetailsStepSpec<Field, Body>;
  continueLabel: string;
  onSaved: () => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  const online = useNetworkStatus();
  const { spec } = props;
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<{ readonly [K in Field]: string } | "loading" | "failed">("loading");
  const [problems, setProblems] = useState<readonly { field: Field; problem: FormProblem }[]>([]);
  const [server, setServer] = useState<FormErrors>(noErrors);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    spec.load(api).then(
      (loaded) => live && setDraft(loaded),
      () => live && setDraft("failed"),
    );
    return () => {
      live = false;
    };
  }, [api, spec, attempt]);

  // The server's field errors arrive after the render that shows them: focus then.
  useEffect(() => {
    const first = server.fields[0];
    if (first) focusField(form.current, first.field);
  }, [server]);

  if (draft === "loading") return <Loading />;
  if (draft === "failed")
    return (
      <div role="alert" className="verification-load-failed">
        <p>{t("verification.loadFailed")}</p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>
          {t("verification.tryAgain")}
        </button>
      </div>
    );

  const messagesOf = (field: Field) => [
    ...problems.filter((p) => p.field === field).map((p) => t(`verification.problem.${p.problem}`)),
    ...server.fields.filter((f) => f.field === field).map((f) => f.message),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = spec.check(draft);
    setServer(noErrors);
    if (!checked.ok) {
      setProblems(checked.problems);
      const first = checked.problems[0];
      if (first) focusField(form.current, first.field);
      return;
    }
    setProblems([]);
    setSaving(true);
    try {
      await spec.save(api, checked.body, crypto.randomUUID());
      await props.onSaved();
    } catch (error) {
      const errors =
        error instanceof ApiError
          ? formErrorsOf(error.body)
          : { general: t("verification.saveFailed"), fields: [] };
      const fieldOf = spec.fieldOf ?? ((name: string) => name);
      const named = errors.fields.map((f) => ({ ...f, field: fieldOf(f.field) }));
      const known = (field: string) => (spec.fields as readonly string[]).includes(field);
      // An error about something the form does not show (the list as a whole) is said in general.
      const elsewhere = named.filter((f) => !known(f.field)).map((f) => f.message);
      setServer({
        general:
          [errors.general, ...elsewhere].filter((m) => m !== null).join(" ") ||
          (named.length === 0 ? t("verification.saveFailed") : null),
        fields: named.filter((f) => known(f.field)),
      });
    } finally {
      setSaving(false);
    }
  };

  const invalid = problems.length > 0 || server.fields.length > 0;
  return (
    <form ref={form} className="verification-form" onSubmit={(e) => void submit(e)} noValidate>
      {invalid ? (
        <p className="form-summary" role="alert">
          {t("verification.checkFields")}
        </p>
      ) : null}
      {server.general ? (
        <p className="error" role="alert">
          {server.general}
        </p>
      ) : null}
      {spec.fields.map((field) => (
        <FormField
          block="verification-field"
          key={field}
          label={t(`verification.field.${field as string}`)}
          messages={messagesOf(field)}
        >
          {(control) => (
            <input
              {...control}
              {...spec.inputs?.[field]}
              name={field}
              value={draft[field]}
              onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
            />
          )}
        </FormField>
      ))}
      {!online ? <p className="sub">{t("verification.offline")}</p> : null}
      <div className="verification-actions">
        <button type="submit" className="primary" disabled={!online || saving}>
          {saving ? t("verification.saving") : props.continueLabel}
        </button>
      </div>
    </form>
  );
}

// The guest-profile flow (operations spec §2, §4, §5): seven steps in one 688 × 569 modal. Confirm
// saves the step's answer (an outbox command, so it works offline and reaches the server once) and
// opens the next step; Discard closes the flow, keeping what earlier steps saved; Done on the
// summary closes it and runs the caller's after-success callback. The steps' order, the progress
// indicator and when Confirm is allowed are the domain's (domain/guest-profile/guest-profile-steps.ts).
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import {
  canConfirmGuestProfileStep,
  guestProfileFlowAfter,
  guestProfileFlowStart,
  guestProfileProgress,
  questionOfStep,
  type GuestProfileFlow,
} from "../../../domain/guest-profile/guest-profile-steps.ts";
import {
  chooseGuestPreference,
  guestPreferenceOptions,
  guestPreferenceQuestions,
  isAnswered,
  type GuestPreferences,
} from "../../../domain/guest-profile/guest-preferences.ts";
import { guestMatchLabel } from "../../../domain/guest-profile/guest-match-label.ts";
import { useSession } from "../../app/session.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { useToast } from "../../ui/toast.tsx";
import { useCommandError } from "../reservations/use-command-error.ts";

export function GuestProfileDialog(props: {
  preferences: GuestPreferences;
  onClose: (completed: boolean) => void;
}) {
  const { t } = useTranslation();
  const { engine } = useSession();
  const toast = useToast();
  const describe = useCommandError();
  const id = useId();
  const [flow, setFlow] = useState<GuestProfileFlow>(guestProfileFlowStart);
  const [answers, setAnswers] = useState<GuestPreferences>(props.preferences);
  const form = useRef<HTMLFormElement>(null);
  const step = flow.open ? flow.step : null;
  // Each step's first option (or its button) takes the focus, so Enter and Space run the flow. An
  // effect of this component runs after the dialog's own, which opens it and focuses its first control.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>("[data-initial-focus]")?.focus();
  }, [step]);
  if (!flow.open || step === null) return null;
  const question = questionOfStep(step);
  const progress = guestProfileProgress(step);

  const confirm = () => {
    if (!canConfirmGuestProfileStep(step, answers)) return;
    if (question !== null) {
      void engine.outbox
        .enqueue("updateGuestPreferences", { [question]: answers[question] })
        .catch((error: unknown) => toast.show(describe(error), "error"));
    }
    const next = guestProfileFlowAfter(flow, "confirm", answers);
    setFlow(next);
    if (!next.open) props.onClose(next.completed);
  };
  const discard = () => {
    setFlow(guestProfileFlowAfter(flow, "discard", answers));
    props.onClose(false);
  };

  return (
    <Dialog open onClose={discard} labelledBy={`${id}-title`} width={688}>
      <form
        ref={form}
        className="guest-profile"
        data-testid={`guest-profile-${step}`}
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
        onKeyDown={(e) => {
          // Enter confirms from an option too (a checkbox does not submit a form by itself).
          if (e.key === "Enter" && e.target instanceof HTMLInputElement) {
            e.preventDefault();
            confirm();
          }
        }}
      >
        <h2 id={`${id}-title`}>{t(`overview.guestProfile.steps.${step}.title`)}</h2>
        {progress ? (
          <div
            className="guest-profile-progress"
            role="progressbar"
            aria-valuemin={1}
            aria-valuemax={progress.total}
            aria-valuenow={progress.current}
            aria-label={t("overview.guestProfile.progress", {
              current: progress.current,
              total: progress.total,
            })}
          >
            <div style={{ width: `${(progress.current / progress.total) * 100}%` }} />
          </div>
        ) : null}
        <p className="guest-profile-lead">{t(`overview.guestProfile.steps.${step}.lead`)}</p>
        {question !== null ? (
          <fieldset className="guest-profile-options">
            <legend className="visually-hidden">{t(`overview.guestProfile.steps.${step}.title`)}</legend>
            {guestPreferenceOptions[question].map((option, index) => {
              const chosen =
                question === "language"
                  ? answers.language === option
                  : (answers[question] as readonly string[]).includes(option);
              return (
                <label key={option} className="guest-profile-option" data-chosen={chosen}>
                  <input
                    data-initial-focus={index === 0 || undefined}
                    type={question === "language" ? "radio" : "checkbox"}
                    name={`${id}-${question}`}
                    checked={chosen}
                    onChange={() => setAnswers((a) => chooseGuestPreference(a, question, option))}
                  />
                  <span>{t(`overview.guestProfile.options.${option}`)}</span>
                </label>
              );
            })}
          </fieldset>
        ) : step === "confirmation" ? (
          <>
            <p className="guest-profile-match" data-testid="guest-profile-match">
              {t(`overview.guestProfile.match.${guestMatchLabel(answers)}`)}
            </p>
            <dl className="guest-profile-summary">
              {guestPreferenceQuestions.map((q) => (
                <div key={q}>
                  <dt>{t(`overview.guestProfile.steps.${q}.title`)}</dt>
                  <dd>
                    {isAnswered(answers, q)
                      ? (q === "language" ? [answers.language!] : (answers[q] as readonly string[]))
                          .map((option) => t(`overview.guestProfile.options.${option}`))
                          .join(", ")
                      : t("overview.guestProfile.unanswered")}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
        <div className="actions">
          {step === "confirmation" ? null : (
            <button type="button" className="secondary" onClick={discard}>
              {t("overview.guestProfile.discard")}
            </button>
          )}
          <button
            type="submit"
            className="primary"
            data-initial-focus={question === null || undefined}
            disabled={!canConfirmGuestProfileStep(step, answers)}
          >
            {step === "confirmation"
              ? t("overview.guestProfile.done")
              : step === "introduction"
                ? t("overview.guestProfile.start")
                : t("overview.guestProfile.confirm")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

// /listing/single-unit/{propertyId}/{unitId}/{step} and /listing/multi-unit/{propertyPublicId}/
// {unitPublicId}/{step} (listing spec §2, §4): the flow's shell around one step. The header shows
// the progress overall and per group, weighted by each step's effort (listing-progress.ts); the step
// list is the flow's (unitListingFlow), so a host sees exactly the pages their conditions allow.
//
// Continue (or Enter in a field) asks the step to save (listing-step-props.ts): its data goes to
// the outbox as the step's command, then saveListingProgress marks the step done, so the flow works
// offline and the server gets each step once whenever it is reached. Back (or Esc) goes back a step
// without saving. A URL naming a step the flow does not show, or the other flow's family, is sent to
// the right place instead of drawing a step that does not belong.
import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { PropertyId, UnitId } from "../../../domain/ids.ts";
import { flowRouteFamily } from "../../../domain/listing/listing-flow.ts";
import {
  completeStep,
  groupProgress,
  listingProgressPercent,
  resumeStep,
} from "../../../domain/listing/listing-progress.ts";
import { listingCompletedPath, listingStepPath } from "../../../domain/listing/listing-route.ts";
import { nextListingStep, previousListingStep } from "../../../domain/listing/unit-listing-flow.ts";
import { Loading } from "../../ui/loading.tsx";
import { FailedCommands } from "../reservations/failed-commands.tsx";
import { CurrentUnitContext } from "../units/use-current-unit.ts";
import { useStepForm } from "./use-step-form.ts";
import type { ListingStepSave } from "./listing-step-props.ts";
import { listingStepViews } from "./listing-step-views.tsx";
import { useListingUnit } from "./use-listing-unit.ts";
import "../units/units.css";
import "./listing.css";

export function ListingFlowPage(props: { family: "single-unit" | "multi-unit" }) {
  const { t } = useTranslation();
  const params = useParams();
  const propertyId = PropertyId.make(params.propertyId ?? "");
  const unitId = UnitId.make(params.unitId ?? "");
  const stepName = params["*"] ?? "";
  const state = useListingUnit(propertyId, unitId);

  if (state.phase === "loading") return <Loading label={t("listing.loading")} />;
  if (state.phase === "not-found")
    return (
      <main className="listing-page">
        <p className="empty" data-testid="listing-not-found">
          {t("listing.notFound")}
        </p>
        <Link to="/properties">{t("listing.toProperties")}</Link>
      </main>
    );
  const { flow, steps } = state.listing;
  const step = steps.find((s) => s.name === stepName);
  if (flowRouteFamily(flow) !== props.family || step === undefined) {
    const to = step?.name ?? resumeStep(steps, state.unit.completedListingSteps) ?? "property";
    return <Navigate to={listingStepPath(flow, propertyId, unitId, to)} replace />;
  }
  return <ListingFlowShell key={step.name} state={state} step={step} />;
}

type Ready = Extract<ReturnType<typeof useListingUnit>, { phase: "ready" }>;

function ListingFlowShell(props: { state: Ready; step: Ready["listing"]["steps"][number] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { unit, property, listing } = props.state;
  const { flow, steps } = listing;
  const { step } = props;
  const propertyId = PropertyId.make(property.id);
  const unitId = UnitId.make(unit.id);
  const { send } = useStepForm();
  const save = useRef<ListingStepSave | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const View = listingStepViews[step.name];

  // A new step is announced by moving the focus to its title (the shell is keyed by step).
  useEffect(() => heading.current?.focus(), []);

  const registerSave = useCallback((next: ListingStepSave | undefined) => {
    save.current = next;
  }, []);

  const completed = unit.completedListingSteps;
  const percent = listingProgressPercent(steps, completed);
  const groups = groupProgress(steps, completed);
  const done = new Set<string>(completed);
  const next = nextListingStep(steps, step.name);
  const previous = previousListingStep(steps, step.name);

  const goBack = () => {
    if (previous !== undefined) void navigate(listingStepPath(flow, propertyId, unitId, previous));
  };

  const onContinue = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const saved = save.current === undefined ? true : await save.current();
      if (!saved) return;
      // A step this build cannot show is passed over, not claimed done.
      if (View !== undefined && !done.has(step.name)) {
        const progressed = await send([
          "saveListingProgress",
          { unitId, steps: completeStep(completed, step.name) },
        ]);
        if (!progressed) return;
      }
      void navigate(
        next === undefined
          ? listingCompletedPath(propertyId, unitId)
          : listingStepPath(flow, propertyId, unitId, next),
      );
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    event.preventDefault();
    goBack();
  };

  const title = unit.title ?? property.title;
  return (
    <main className="listing-page listing-flow" aria-labelledby="listing-step-title">
      <header className="listing-header">
        <p className="listing-place">{title}</p>
        <div className="listing-overall">
          <span id="listing-overall-label">{t("listing.progress.overall", { percent })}</span>
          <progress
            max={100}
            value={percent}
            aria-labelledby="listing-overall-label"
            data-testid="listing-progress"
            data-percent={percent}
          />
        </div>
        <ol className="listing-groups" aria-label={t("listing.progress.groups")}>
          {groups.map((g) => (
            <li
              key={g.group}
              data-current={g.group === step.group || undefined}
              data-testid={`listing-group-${g.group}`}
            >
              <span>{t(`listing.groups.${g.group}`)}</span>{" "}
              <span className="listing-group-percent">
                {t("listing.progress.percent", { percent: g.percent })}
              </span>
            </li>
          ))}
        </ol>
      </header>
      <div className="listing-body">
        <nav className="listing-steps" aria-label={t("listing.progress.steps")}>
          <ol>
            {steps.map((s) => (
              <li key={s.name} data-done={done.has(s.name) || undefined}>
                <Link
                  to={listingStepPath(flow, propertyId, unitId, s.name)}
                  aria-current={s.name === step.name ? "step" : undefined}
                >
                  {t(`listing.steps.${s.name}`)}
                  {done.has(s.name) ? (
                    <span className="visually-hidden"> {t("listing.progress.done")}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <form
          className="listing-step"
          noValidate
          onSubmit={(e) => void onContinue(e)}
          onKeyDown={onKeyDown}
          data-testid={`listing-step-${step.name}`}
        >
          <h1 id="listing-step-title" ref={heading} tabIndex={-1}>
            {t(`listing.steps.${step.name}`)}
          </h1>
          <FailedCommands />
          <CurrentUnitContext.Provider value={{ unit, countryCode: property.countryCode || null }}>
            {View === undefined ? (
              <p className="notice" data-testid="listing-step-unavailable">
                {t("listing.unavailable")}
              </p>
            ) : (
              <Suspense fallback={<Loading label={t("listing.loadingStep")} />}>
                <View
                  propertyId={propertyId}
                  unitId={unitId}
                  flow={flow}
                  step={step}
                  registerSave={registerSave}
                />
              </Suspense>
            )}
          </CurrentUnitContext.Provider>
          <div className="listing-actions">
            <button
              type="button"
              className="secondary"
              onClick={goBack}
              disabled={previous === undefined}
              data-testid="listing-back"
            >
              {t("listing.back")}
            </button>
            <button type="submit" className="primary" disabled={busy} data-testid="listing-continue">
              {next === undefined ? t("listing.finish") : t("listing.continue")}
            </button>
          </div>
        </form>
      </div>
    </main>
  );
}

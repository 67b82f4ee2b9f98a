// /checklist/{propertyId}/{unitId} (operations spec §2, checklist details): how far a unit's listing
// is, section by section, and what a market asks to fix, from the local store
// (domain/listing/unit-checklist.ts). Each section links to its step of the listing flow, and
// ?checklistItemId= names a section or a step to point at: that item is highlighted and takes the
// focus, so a prompt that sends the host here lands on what it is about.
import { useEffect, useRef } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { pointedChecklistItem, unitChecklist } from "../../../domain/listing/unit-checklist.ts";
import { listingStepPath } from "../../../domain/listing/listing-route.ts";
import { NotFound } from "../../app/not-found.tsx";
import { Loading } from "../../ui/loading.tsx";
import { useListingUnit } from "../listing/use-listing-unit.ts";
import { CheckIcon, OpenCircleIcon } from "../../ui/icons.tsx";
import "./checklist.css";

export function ChecklistPage() {
  const { t } = useTranslation();
  const { propertyId, unitId } = useParams();
  const [query] = useSearchParams();
  // The flow's own answer (the unit, its property, the host and the steps they make), so the
  // checklist shows exactly the progress the flow's screens show.
  const state = useListingUnit(propertyId ?? "", unitId ?? "");
  const ready = state.phase === "ready" ? state : undefined;
  const checklist = ready ? unitChecklist(ready.unit, ready.listing) : undefined;
  const pointed = checklist ? pointedChecklistItem(checklist, query.get("checklistItemId")) : undefined;
  const pointedLink = useRef<HTMLAnchorElement>(null);
  const pointedGroup = pointed?.group;
  useEffect(() => {
    pointedLink.current?.focus();
  }, [pointedGroup]);
  if (state.phase === "loading") return <Loading />;
  if (!ready || !checklist) return <NotFound />;
  const { unit } = ready;
  const stepPath = (step: Parameters<typeof listingStepPath>[3]) =>
    listingStepPath(checklist.flow, unit.propertyId, unit.id, step);
  // "Continue with" names the section of the step the flow resumes at.
  const next = checklist.steps.find((s) => s.name === checklist.nextStep);
  return (
    <main aria-labelledby="checklist-title" className="checklist-page" data-testid="checklist-page">
      <div className="sub-header">
        <h1 id="checklist-title">{t("checklist.title")}</h1>
        <span className="count">{unit.title ?? t("unitSelector.untitled")}</span>
      </div>
      <div className="checklist-body">
        <p data-testid="checklist-percent">
          <strong>{t("checklist.percent", { percent: checklist.percent })}</strong> ·{" "}
          {next ? (
            <Link to={stepPath(next.name)} data-testid="checklist-continue">
              {t("checklist.continue", { group: t(`checklist.groups.${next.group}`) })}
            </Link>
          ) : (
            t("checklist.complete")
          )}
        </p>
        <div
          className="progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={checklist.percent}
          aria-label={t("checklist.title")}
        >
          <div style={{ width: `${checklist.percent}%` }} />
        </div>
        <ol className="checklist-groups">
          {checklist.groups.map((group) => (
            <li
              key={group.group}
              data-testid={`checklist-group-${group.group}`}
              data-done={group.completedSteps === group.totalSteps}
              data-pointed={pointed?.group === group.group}
            >
              <span className="checklist-mark" aria-hidden="true">
                {group.completedSteps === group.totalSteps ? <CheckIcon /> : <OpenCircleIcon />}
              </span>
              <Link
                className="checklist-name"
                to={stepPath(pointed?.group === group.group ? pointed.step : group.step)}
                ref={pointed?.group === group.group ? pointedLink : undefined}
                aria-current={pointed?.group === group.group ? "step" : undefined}
              >
                {t(`checklist.groups.${group.group}`)}
              </Link>
              <span className="checklist-steps">
                {t("checklist.steps", { done: group.completedSteps, total: group.totalSteps })}
              </span>
            </li>
          ))}
        </ol>
        {checklist.invalidFields.length > 0 ? (
          <section aria-labelledby="checklist-fix">
            <h2 id="checklist-fix">{t("checklist.fieldsTitle")}</h2>
            <ul data-testid="checklist-fields">
              {checklist.invalidFields.map((field) => (
                <li key={`${field.field}-${field.propertyUnitId ?? ""}`}>
                  {t(`checklist.fields.${field.field}`)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </main>
  );
}

// The publish step (listing spec §2, §4): the last step of every flow. Continuing sends publishUnit,
// then the shell goes to the completed page. A field the server flagged (an invalid registration
// number) blocks publishing, on the device by the state machine's rule and on the server by the same
// rule: the step shows "action needed" with the call to fix it, and continuing moves the focus to
// that call instead of sending a command the server would refuse.
import { useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { listingFixPathOf } from "../../../../domain/listing/listing-fix-step.ts";
import { blocksPublication } from "../../../../domain/properties/unit-publishability.ts";
import { canTransitionUnit } from "../../../../domain/properties/unit-transitions.ts";
import { useCurrentUnit } from "../../units/use-current-unit.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useListingUnit } from "../use-listing-unit.ts";
import { useStepForm } from "../use-step-form.ts";
import { useRegisterSave } from "./use-register-save.ts";

export function PublishStep(props: ListingStepProps) {
  const { t } = useTranslation();
  const { unit } = useCurrentUnit();
  const listing = useListingUnit(props.propertyId, props.unitId);
  const { send } = useStepForm();
  const fix = useRef<HTMLAnchorElement>(null);
  const [tried, setTried] = useState(false);
  const movable = { propertyUnitPublicId: unit.id, state: unit.state, invalidFields: unit.invalidFields };
  const blocker = unit.invalidFields.find((f) => blocksPublication(f, unit.id));
  const steps = listing.phase === "ready" ? listing.listing.steps : [];

  useRegisterSave(props.registerSave, async () => {
    if (blocker !== undefined) {
      setTried(true);
      fix.current?.focus();
      return false;
    }
    // Already sent (under review, published): continuing only goes on to the completed page.
    if (!canTransitionUnit(movable, "publish")) return true;
    return send(["publishUnit", { unitId: props.unitId }]);
  });

  return (
    <div className="listing-fields" data-testid="publish-step">
      <p data-testid="publish-state" data-state={unit.state}>
        {t(`listingSteps.publish.state.${unit.state}`)}
      </p>
      {unit.invalidFields.length > 0 ? (
        <section
          className="listing-action-needed"
          aria-labelledby="publish-action-needed"
          role={tried ? "alert" : undefined}
          data-testid="publish-action-needed"
        >
          <h2 id="publish-action-needed">{t("listingSteps.publish.actionNeeded")}</h2>
          <ul>
            {unit.invalidFields.map((field) => (
              <li key={`${field.field}-${field.propertyUnitId ?? ""}`}>
                {t(`listingSteps.publish.fields.${field.field}`)}{" "}
                <Link
                  ref={field === blocker ? fix : undefined}
                  to={listingFixPathOf(field, props.flow, steps, props.propertyId, props.unitId)}
                  data-testid="publish-fix"
                >
                  {t("listingSteps.publish.fix")}
                </Link>
              </li>
            ))}
          </ul>
          {blocker !== undefined ? <p>{t("listingSteps.publish.blocked")}</p> : null}
        </section>
      ) : (
        <p>{t("listingSteps.publish.ready")}</p>
      )}
    </div>
  );
}

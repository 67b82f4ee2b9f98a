// Publish and unpublish a unit (listing spec §4, §7) by the state machine's rule: a button only for
// an action the unit's state allows. A unit an invalid registration number blocks shows why, with
// the call to fix it on the page that edits the number, instead of a button that would be refused.
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import { fixPathOf } from "../../../domain/properties/invalid-field-fix.ts";
import { blocksPublication } from "../../../domain/properties/unit-publishability.ts";
import { canTransitionUnit, nextUnitState } from "../../../domain/properties/unit-transitions.ts";
import { useSendCommand } from "../reservations/use-send-command.ts";

export function UnitPublishActions(props: { unit: UnitDocument }) {
  const { t } = useTranslation();
  const send = useSendCommand();
  const { unit } = props;
  const movable = { propertyUnitPublicId: unit.id, state: unit.state, invalidFields: unit.invalidFields };
  const publishLeadsSomewhere = nextUnitState(unit.state, "publish") !== undefined;
  const blocker = unit.invalidFields.find((f) => blocksPublication(f, unit.id));
  return (
    <div className="unit-publish" data-testid="unit-publish-actions">
      {canTransitionUnit(movable, "publish") ? (
        <button
          type="button"
          data-testid="publish-unit"
          onClick={() => send("publishUnit", { unitId: unit.id }, t("units.publish.done"))}
        >
          {t("units.publish.action")}
        </button>
      ) : null}
      {publishLeadsSomewhere && blocker !== undefined ? (
        <p className="unit-publish-blocked" data-testid="publish-blocked">
          {t("units.publish.blocked")} <Link to={fixPathOf(blocker, unit.id)}>{t("units.publish.fix")}</Link>
        </p>
      ) : null}
      {canTransitionUnit(movable, "unpublish") ? (
        <button
          type="button"
          className="secondary"
          data-testid="unpublish-unit"
          onClick={() => send("unpublishUnit", { unitId: unit.id }, t("units.unpublish.done"))}
        >
          {t("units.unpublish.action")}
        </button>
      ) : null}
    </div>
  );
}

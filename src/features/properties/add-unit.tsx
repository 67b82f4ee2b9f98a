// "Add unit" on a property's page: an empty unit in progress, under an id made here, shown at once and
// sent after its property (a property made offline goes first). A single-unit property holds one unit
// (domain/properties/property-unit-count.ts): the button says why it cannot add another.
import { useTranslation } from "../../i18n/use-translation.ts";
import { PropertyId, UnitId } from "../../../domain/ids.ts";
import { addUnitRefusal } from "../../../domain/properties/property-unit-count.ts";
import type { PropertyType } from "../../../domain/properties/property-state.ts";
import { useSendCommand } from "../reservations/use-send-command.ts";

export function AddUnit(props: { propertyId: string; propertyType: PropertyType; liveUnits: number }) {
  const { t } = useTranslation();
  const send = useSendCommand();
  const refused = addUnitRefusal(props.propertyType, props.liveUnits) !== undefined;
  return (
    <div className="add-unit">
      <button
        type="button"
        className="secondary"
        data-testid="add-unit"
        disabled={refused}
        aria-describedby={refused ? "add-unit-refused" : undefined}
        onClick={() =>
          send(
            "createUnit",
            { propertyId: PropertyId.make(props.propertyId), unitId: UnitId.make(crypto.randomUUID()) },
            t("propertyEdit.unitAdded"),
          )
        }
      >
        {t("propertyEdit.addUnit")}
      </button>
      {refused ? (
        <p id="add-unit-refused" className="property-field-hint">
          {t("propertyEdit.singleUnitFull")}
        </p>
      ) : null}
    </div>
  );
}

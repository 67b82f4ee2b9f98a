// /properties/{propertyId}/units/{unitId}/rooms (listing spec §3, §5): the unit's rooms, each a type
// from the allowed options (on-request pricing keeps bathroom and kitchen visible but disabled) and
// its number of beds; rooms are added and removed with buttons, all reachable by keyboard.
import { useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { pricingModeOf } from "../../../domain/properties/unit-details-check.ts";
import { checkRoomsForm, type RoomRow } from "../../../domain/properties/unit-forms.ts";
import { AddRoomButton, RoomsFields } from "./rooms-fields.tsx";
import { useCurrentUnit } from "./use-current-unit.ts";
import { useUnitSave } from "./use-unit-save.ts";

export function RoomsPage() {
  const { t } = useTranslation();
  const { unit } = useCurrentUnit();
  const { save, messagesOf } = useUnitSave(unit.id);
  const form = useRef<HTMLFormElement>(null);
  const mode = pricingModeOf(unit.bookingType);
  const [rows, setRows] = useState<RoomRow[]>(() =>
    unit.rooms.map((r) => ({ type: r.type, beds: String(r.beds) })),
  );

  return (
    <form
      ref={form}
      className="unit-form"
      aria-labelledby="rooms-title"
      data-testid="rooms-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save(form.current, checkRoomsForm(rows, mode));
      }}
    >
      <h2 id="rooms-title">{t("units.rooms.title")}</h2>
      <RoomsFields rows={rows} mode={mode} messagesOf={messagesOf} onChange={setRows} />
      <div className="unit-form-actions">
        <AddRoomButton rows={rows} onChange={setRows} />
        <button type="submit" data-testid="save-unit">
          {t("units.save")}
        </button>
      </div>
    </form>
  );
}

// /properties/{propertyId}/units/{unitId}/rooms (listing spec §3, §5): the unit's rooms, each a type
// from the allowed options (on-request pricing keeps bathroom and kitchen visible but disabled) and
// its number of beds; rooms are added and removed with buttons, all reachable by keyboard.
import { useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { defaultRoomType } from "../../../domain/properties/room-type.ts";
import { pricingModeOf } from "../../../domain/properties/unit-details-check.ts";
import { checkRoomsForm, type RoomRow } from "../../../domain/properties/unit-forms.ts";
import { maxBedsPerRoom, maxRooms } from "../../../domain/properties/unit-listing-details.ts";
import { roomTypeOptions } from "../../../domain/validation/room-type-options.ts";
import { UnitField } from "./unit-field.tsx";
import { useCurrentUnit } from "./use-current-unit.ts";
import { useUnitSave } from "./use-unit-save.ts";

export function RoomsPage() {
  const { t } = useTranslation();
  const { unit } = useCurrentUnit();
  const { save, messagesOf } = useUnitSave(unit.id);
  const form = useRef<HTMLFormElement>(null);
  const mode = pricingModeOf(unit.bookingType);
  const options = roomTypeOptions(mode);
  const [rows, setRows] = useState<RoomRow[]>(() =>
    unit.rooms.map((r) => ({ type: r.type, beds: String(r.beds) })),
  );

  const change = (index: number, patch: Partial<RoomRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

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
      {mode === "on-request" ? <p className="unit-field-hint">{t("units.rooms.onRequestHint")}</p> : null}
      {rows.length === 0 ? <p className="empty">{t("units.rooms.none")}</p> : null}
      <ol className="unit-rooms">
        {rows.map((row, index) => (
          <li key={index} className="unit-room" data-testid="room-row">
            <UnitField
              label={t("units.rooms.type", { number: index + 1 })}
              messages={messagesOf(`rooms.${index}.type`)}
            >
              {(control) => (
                <select
                  {...control}
                  name={`rooms.${index}.type`}
                  value={row.type}
                  onChange={(e) => change(index, { type: e.target.value })}
                >
                  {options.map((option) => (
                    <option key={option.value} value={option.value} disabled={option.disabled}>
                      {t(`units.rooms.types.${option.value}`)}
                    </option>
                  ))}
                </select>
              )}
            </UnitField>
            <UnitField label={t("units.rooms.beds")} messages={messagesOf(`rooms.${index}.beds`)}>
              {(control) => (
                <input
                  {...control}
                  name={`rooms.${index}.beds`}
                  inputMode="numeric"
                  min={0}
                  max={maxBedsPerRoom}
                  type="number"
                  value={row.beds}
                  onChange={(e) => change(index, { beds: e.target.value })}
                />
              )}
            </UnitField>
            <button
              type="button"
              className="secondary"
              onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
            >
              {t("units.rooms.remove", { number: index + 1 })}
            </button>
          </li>
        ))}
      </ol>
      <div className="unit-form-actions">
        <button
          type="button"
          className="secondary"
          data-testid="add-room"
          disabled={rows.length >= maxRooms}
          onClick={() => setRows((current) => [...current, { type: defaultRoomType, beds: "1" }])}
        >
          {t("units.rooms.add")}
        </button>
        <button type="submit" data-testid="save-unit">
          {t("units.save")}
        </button>
      </div>
    </form>
  );
}

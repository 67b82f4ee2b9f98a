// The rooms list shared by the unit's rooms page and the listing flow's beds step: each room's type
// (on-request pricing keeps bathroom and kitchen visible but disabled) and beds, with a remove button.
// The owner keeps the rows (page state or step draft), so each form writes this markup once.
import { useTranslation } from "../../i18n/use-translation.ts";
import { defaultRoomType } from "../../../domain/properties/room-type.ts";
import type { RoomRow } from "../../../domain/properties/unit-forms.ts";
import { maxBedsPerRoom, maxRooms } from "../../../domain/properties/unit-listing-details.ts";
import { roomTypeOptions, type PricingMode } from "../../../domain/validation/room-type-options.ts";
import { UnitField } from "./unit-field.tsx";

export function RoomsFields(props: {
  rows: readonly RoomRow[];
  mode: PricingMode;
  messagesOf: (field: string) => readonly string[];
  onChange: (rows: RoomRow[]) => void;
}) {
  const { t } = useTranslation();
  const { rows, onChange, messagesOf } = props;
  const options = roomTypeOptions(props.mode);
  const change = (index: number, patch: Partial<RoomRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <>
      {props.mode === "on-request" ? (
        <p className="unit-field-hint">{t("units.rooms.onRequestHint")}</p>
      ) : null}
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
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={maxBedsPerRoom}
                  value={row.beds}
                  onChange={(e) => change(index, { beds: e.target.value })}
                />
              )}
            </UnitField>
            <button
              type="button"
              className="secondary"
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              {t("units.rooms.remove", { number: index + 1 })}
            </button>
          </li>
        ))}
      </ol>
    </>
  );
}

// Sits apart from the list because the rooms page puts it beside its save button.
export function AddRoomButton(props: { rows: readonly RoomRow[]; onChange: (rows: RoomRow[]) => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="secondary"
      data-testid="add-room"
      disabled={props.rows.length >= maxRooms}
      onClick={() => props.onChange([...props.rows, { type: defaultRoomType, beds: "1" }])}
    >
      {t("units.rooms.add")}
    </button>
  );
}

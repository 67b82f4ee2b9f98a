// Guests and rooms, second page: the unit's rooms and the beds in each, by the rooms page's rules
// (room types allowed for the unit's pricing, at most 50 rooms and 20 beds a room).
import { useTranslation } from "../../../i18n/use-translation.ts";
import { checkRoomsForm, type RoomRow } from "../../../../domain/properties/unit-forms.ts";
import { maxBedsPerRoom, maxRooms } from "../../../../domain/properties/unit-listing-details.ts";
import { defaultRoomType } from "../../../../domain/properties/room-type.ts";
import { pricingModeOf } from "../../../../domain/properties/unit-details-check.ts";
import { roomTypeOptions } from "../../../../domain/validation/room-type-options.ts";
import { UnitField } from "../../units/unit-field.tsx";
import { useCurrentUnit } from "../../units/use-current-unit.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useStepForm } from "../use-step-form.ts";
import { useRegisterSave } from "./use-register-save.ts";

export function BedsStep(props: ListingStepProps) {
  const { t } = useTranslation();
  const { unit } = useCurrentUnit();
  const { container, messagesOf, check, send } = useStepForm();
  const mode = pricingModeOf(unit.bookingType);
  const options = roomTypeOptions(mode);
  const draft = useStepDraft<{ rows: RoomRow[] }>(props.unitId, props.step.name, () => ({
    // A new unit starts with one bedroom, the room nearly every listing has.
    rows:
      unit.rooms.length === 0
        ? [{ type: defaultRoomType, beds: "1" }]
        : unit.rooms.map((r) => ({ type: r.type, beds: String(r.beds) })),
  }));
  const { rows } = draft.values;
  const change = (index: number, patch: Partial<RoomRow>) =>
    draft.set({ rows: rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) });

  useRegisterSave(props.registerSave, async () => {
    const checked = check(checkRoomsForm(rows, mode));
    if (checked === undefined) return false;
    const sent = await send(["updateUnit", { unitId: props.unitId, changes: checked }]);
    if (sent) draft.clear();
    return sent;
  });

  return (
    <div ref={container} className="listing-fields">
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
              onClick={() => draft.set({ rows: rows.filter((_, i) => i !== index) })}
            >
              {t("units.rooms.remove", { number: index + 1 })}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="secondary"
        data-testid="add-room"
        disabled={rows.length >= maxRooms}
        onClick={() => draft.set({ rows: [...rows, { type: defaultRoomType, beds: "1" }] })}
      >
        {t("units.rooms.add")}
      </button>
    </div>
  );
}

// Guests and rooms, second page: the unit's rooms and the beds in each, by the rooms page's rules
// (room types allowed for the unit's pricing, at most 50 rooms and 20 beds a room).
import { checkRoomsForm, type RoomRow } from "../../../../domain/properties/unit-forms.ts";
import { defaultRoomType } from "../../../../domain/properties/room-type.ts";
import { pricingModeOf } from "../../../../domain/properties/unit-details-check.ts";
import { AddRoomButton, RoomsFields } from "../../units/rooms-fields.tsx";
import { useCurrentUnit } from "../../units/use-current-unit.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useStepForm } from "../use-step-form.ts";
import { useRegisterSave } from "./use-register-save.ts";

export function BedsStep(props: ListingStepProps) {
  const { unit } = useCurrentUnit();
  const { container, messagesOf, check, send } = useStepForm();
  const mode = pricingModeOf(unit.bookingType);
  const draft = useStepDraft<{ rows: RoomRow[] }>(props.unitId, props.step.name, () => ({
    // A new unit starts with one bedroom, the room nearly every listing has.
    rows:
      unit.rooms.length === 0
        ? [{ type: defaultRoomType, beds: "1" }]
        : unit.rooms.map((r) => ({ type: r.type, beds: String(r.beds) })),
  }));
  const { rows } = draft.values;

  useRegisterSave(props.registerSave, async () => {
    const checked = check(checkRoomsForm(rows, mode));
    if (checked === undefined) return false;
    const sent = await send(["updateUnit", { unitId: props.unitId, changes: checked }]);
    if (sent) draft.clear();
    return sent;
  });

  return (
    <div ref={container} className="listing-fields">
      <RoomsFields
        rows={rows}
        mode={mode}
        messagesOf={messagesOf}
        onChange={(next) => draft.set({ rows: next })}
      />
      <AddRoomButton rows={rows} onChange={(next) => draft.set({ rows: next })} />
    </div>
  );
}

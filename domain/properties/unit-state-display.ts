// How a unit's state is shown (listing spec §4). Text keys are i18n keys; the view translates them.
import type { InvalidField } from "./invalid-field.ts";
import type { PropertyState } from "./property-state.ts";
import { blocksPublication } from "./unit-publishability.ts";
import type { UnitId } from "../ids.ts";

export type StateTone = "error" | "primary" | "neutral";

export interface ActionNeeded {
  readonly labelKey: "properties.state.actionNeeded";
  /** Why action is needed: the invalid field's message, or the state itself when rejected by staff. */
  readonly messageKey: string;
  /** The field the "fix it" call opens; absent when staff rejected the unit for another reason. */
  readonly fix?: InvalidField;
}

export interface UnitStateDisplay {
  readonly textKey: string;
  readonly tone: StateTone;
  readonly tooltipKey?: string;
  readonly actionNeeded?: ActionNeeded;
}

export interface DisplayedUnit {
  readonly propertyUnitPublicId: UnitId;
  readonly state: PropertyState;
  readonly links: readonly unknown[];
  readonly invalidFields: readonly InvalidField[];
}

const stateTextKey: Record<PropertyState, string> = {
  IN_PROGRESS: "properties.state.inProgress",
  UNDER_REVIEW: "properties.state.underReview",
  REJECTED_BY_STAFF: "properties.state.rejectedByStaff",
  PUBLISHED: "properties.state.published",
  UNPUBLISHED: "properties.state.unpublished",
  APPROVED: "properties.state.approved",
  DELETED: "properties.state.deleted",
};

function toneOf(state: PropertyState): StateTone {
  if (state === "REJECTED_BY_STAFF" || state === "DELETED") return "error";
  if (state === "PUBLISHED") return "primary";
  return "neutral";
}

/** An invalid field concerns the unit when it names the unit or the whole property. */
function invalidFieldOf(unit: DisplayedUnit): InvalidField | undefined {
  return (
    unit.invalidFields.find((f) => blocksPublication(f, unit.propertyUnitPublicId)) ??
    unit.invalidFields.find(
      (f) => f.propertyUnitId === null || f.propertyUnitId === unit.propertyUnitPublicId,
    )
  );
}

function actionNeededOf(unit: DisplayedUnit): ActionNeeded | undefined {
  // A unit still being listed is fixed by finishing the flow, so it never shows the prompt.
  if (unit.state === "IN_PROGRESS" || unit.state === "DELETED") return undefined;
  const invalid = invalidFieldOf(unit);
  if (invalid !== undefined) {
    return {
      labelKey: "properties.state.actionNeeded",
      messageKey: `properties.invalidField.${invalid.field}`,
      fix: invalid,
    };
  }
  if (unit.state === "REJECTED_BY_STAFF") {
    return { labelKey: "properties.state.actionNeeded", messageKey: stateTextKey.REJECTED_BY_STAFF };
  }
  return undefined;
}

export function unitStateDisplay(unit: DisplayedUnit): UnitStateDisplay {
  const actionNeeded = actionNeededOf(unit);
  const base =
    unit.state === "PUBLISHED" && unit.links.length === 0
      ? {
          textKey: "properties.state.publishing",
          tone: "primary" as const,
          tooltipKey: "properties.state.publishingInProgress",
        }
      : { textKey: stateTextKey[unit.state], tone: toneOf(unit.state) };
  return actionNeeded === undefined ? base : { ...base, actionNeeded };
}

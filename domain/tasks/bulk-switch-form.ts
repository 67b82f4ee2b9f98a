// The bulk-switch modal (operations spec §2, §5): the host picks a booking type for all units from
// the options allowed, onLine (instant) preselected when allowed. Save is enabled only when the form
// is dirty and valid. "Dirty" is ours to define (docs/decisions.md): the chosen type differs from
// the units' current type, so a host on request sees Save enabled as soon as instant is preselected,
// and a choice that would change nothing cannot be saved.
import type { BookingTypeValue } from "../configuration/booking-type.ts";
import type { TaskType } from "./task.ts";

/** The switch-to-instant task offers only instant booking; the other task offers every option. */
export function bulkSwitchChoices(
  task: TaskType,
  options: readonly BookingTypeValue[],
): readonly BookingTypeValue[] {
  return task === "bulk_switch_to_instant_booking" ? options.filter((o) => o === "onLine") : options;
}

export function bulkSwitchDefault(allowed: readonly BookingTypeValue[]): BookingTypeValue | null {
  return allowed.includes("onLine") ? "onLine" : (allowed[0] ?? null);
}

export interface BulkSwitchForm {
  readonly allowed: readonly BookingTypeValue[];
  readonly current: BookingTypeValue | null;
  readonly selected: BookingTypeValue | null;
}

export function openBulkSwitchForm(
  task: TaskType,
  options: readonly BookingTypeValue[],
  current: BookingTypeValue | null,
): BulkSwitchForm {
  const allowed = bulkSwitchChoices(task, options);
  return { allowed, current, selected: bulkSwitchDefault(allowed) };
}

export function canSaveBulkSwitch(form: BulkSwitchForm): boolean {
  const valid = form.selected !== null && form.allowed.includes(form.selected);
  const dirty = form.selected !== form.current;
  return valid && dirty;
}

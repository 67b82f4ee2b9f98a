// How taps select nights on a phone, where there is no shift key and no drag: a tap starts a
// selection on the tapped night, and the very next tap on a later night extends it there. Only a tap
// can start a selection that a tap extends, so the night the cursor rests on after moving to another
// month or unit (the same day of that month) never becomes the start of a range the host did not make.

export interface MonthTapSelection {
  /** The first selected night. */
  readonly anchorDay: string;
  /** The last selected night (the cursor); never before `anchorDay`. */
  readonly day: string;
  /** True only right after a tap that started a one-night selection. */
  readonly extendsOnTap: boolean;
}

/** The selection after tapping `tapped`. */
export function selectionAfterTap(current: MonthTapSelection, tapped: string): MonthTapSelection {
  if (current.extendsOnTap && tapped > current.anchorDay) {
    return { anchorDay: current.anchorDay, day: tapped, extendsOnTap: false };
  }
  return { anchorDay: tapped, day: tapped, extendsOnTap: true };
}

/** The selection after the cursor moved without a tap (another month, another unit, today, a jump). */
export function selectionAfterMove(day: string): MonthTapSelection {
  return { anchorDay: day, day, extendsOnTap: false };
}

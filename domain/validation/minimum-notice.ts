// Minimum days of notice before arrival (listing spec §5): 0 (same day), 1, 2, 3 and 7. The alternate
// list, used where a booking needs time to be handled (on-request bookings), disables same day and 1 day.
export const minimumNoticeDays = [0, 1, 2, 3, 7] as const;
export type MinimumNoticeDays = (typeof minimumNoticeDays)[number];

export interface MinimumNoticeOption {
  readonly days: MinimumNoticeDays;
  readonly labelKey: string;
  readonly disabled: boolean;
}

export function minimumNoticeOptions(alternate: boolean): MinimumNoticeOption[] {
  return minimumNoticeDays.map((days) => ({
    days,
    labelKey: days === 0 ? "listing.minimumNotice.sameDay" : `listing.minimumNotice.days.${days}`,
    disabled: alternate && days <= 1,
  }));
}

export function isAllowedMinimumNotice(days: number, options: readonly MinimumNoticeOption[]): boolean {
  return options.some((o) => o.days === days && !o.disabled);
}

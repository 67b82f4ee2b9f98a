// The reservations navigation badge (operations spec §2, §9): lit while anything is unread or
// pending, and showing a number only up to 10 so the badge never grows wider than two digits.

export const badgeNumberLimit = 10;

/** The badge text: nothing for zero, the count up to 10, then "10+". */
export function badgeLabel(count: number): string | null {
  if (!(count > 0)) return null;
  return count <= badgeNumberLimit ? String(count) : `${badgeNumberLimit}+`;
}

export function isReservationsBadgeActive(counts: {
  readonly unread: number;
  readonly pending: number;
}): boolean {
  return counts.unread > 0 || counts.pending > 0;
}

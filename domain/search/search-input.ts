// Search boxes (operations spec §5, §9): list searches wait 350 ms after the last key, the unit
// selector 500 ms, and a change of whitespace alone ("sea view " or "sea  view") starts no new
// search. Whitespace between words still separates them: "seaview" is a different search.
export const listSearchDebounceMs = 350;
export const unitSelectorSearchDebounceMs = 500;

/** The search as it is sent: trimmed, with runs of whitespace made one space. */
export function normalizeSearchInput(input: string): string {
  return input.trim().replace(/\s+/g, " ");
}

export function isSameSearch(previous: string, next: string): boolean {
  return normalizeSearchInput(previous) === normalizeSearchInput(next);
}

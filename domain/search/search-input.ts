// Search boxes (operations spec §5): a change of whitespace alone ("sea view " or "sea  view")
// makes no new search. Whitespace between words still separates them: "seaview" is a different one.

/** The search as it is sent: trimmed, with runs of whitespace made one space. */
export function normalizeSearchInput(input: string): string {
  return input.trim().replace(/\s+/g, " ");
}

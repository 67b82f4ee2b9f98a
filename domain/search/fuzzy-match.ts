// The command palette's matching rule: every character of the query, spaces aside, appears in the
// label in order (case and accents aside), so "resup" finds "Reservations: upcoming". Matches
// that run together or start words rank first, as a host typing a word's first letters expects.
import { foldSearchText } from "../reservations/reservation-list.ts";

export interface FuzzyMatch {
  /** Higher is better. */
  readonly score: number;
  /** Where the query's characters matched, in the folded label. */
  readonly positions: readonly number[];
}

const isWordStart = (text: string, at: number) => at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1]!);

/**
 * Scores the best placement greedily, choosing for each query character the next word start that
 * fits if the rest of the query still fits after it, else the next occurrence.
 */
export function fuzzyMatch(query: string, label: string): FuzzyMatch | undefined {
  const needle = foldSearchText(query).replace(/ /g, "");
  const text = foldSearchText(label);
  if (needle === "") return { score: 0, positions: [] };
  // The latest each query character may sit and leave room for the rest (a right-to-left pass).
  const latest: number[] = new Array<number>(needle.length);
  let at = text.length;
  for (let i = needle.length - 1; i >= 0; i--) {
    // lastIndexOf reads a negative start as 0, which would find position 0 twice.
    at = at === 0 ? -1 : text.lastIndexOf(needle[i]!, at - 1);
    if (at < 0) return undefined;
    latest[i] = at;
  }
  const positions: number[] = [];
  let score = 0;
  let from = 0;
  for (let i = 0; i < needle.length; i++) {
    const char = needle[i]!;
    const previous = positions[i - 1];
    let chosen = text.indexOf(char, from);
    // Running on from the previous match beats jumping; a word start beats a letter mid-word.
    if (!(previous !== undefined && chosen === previous + 1)) {
      for (let j = chosen; j !== -1 && j <= latest[i]!; j = text.indexOf(char, j + 1)) {
        if (isWordStart(text, j)) {
          chosen = j;
          break;
        }
      }
    }
    positions.push(chosen);
    score += 1;
    if (previous !== undefined && chosen === previous + 1) score += 3;
    if (isWordStart(text, chosen)) score += 2;
    from = chosen + 1;
  }
  // A match starting at the label's start, and a shorter label, win ties.
  if (positions[0] === 0) score += 1;
  return { score: score - text.length / 1000, positions };
}

/** The items whose label matches, best first; equal scores keep the items' own order. */
export function rankByFuzzyMatch<T>(items: readonly T[], query: string, labelOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, match: fuzzyMatch(query, labelOf(item)) }))
    .filter((entry) => entry.match !== undefined)
    .sort((a, b) => b.match!.score - a.match!.score || a.index - b.index)
    .map((entry) => entry.item);
}

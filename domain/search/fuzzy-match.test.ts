import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { foldSearchText } from "../reservations/reservation-list.ts";
import { fuzzyMatch, rankByFuzzyMatch } from "./fuzzy-match.ts";

/** The rule in its plainest form: the query's characters, spaces aside, in order in the label. */
function isSubsequence(query: string, label: string): boolean {
  const needle = foldSearchText(query).replace(/ /g, "");
  const text = foldSearchText(label);
  let at = 0;
  for (const char of text) if (at < needle.length && char === needle[at]) at++;
  return at === needle.length;
}

describe("fuzzyMatch", () => {
  it("matches a word's first letters across words, case and accents aside", () => {
    expect(fuzzyMatch("resup", "Reservations: upcoming")).toBeDefined();
    expect(fuzzyMatch("CAL", "Calendar")?.positions).toEqual([0, 1, 2]);
    expect(fuzzyMatch("francais", "Passer en Français")).toBeDefined();
    expect(fuzzyMatch("xyz", "Calendar")).toBeUndefined();
    expect(fuzzyMatch("ralendac", "Calendar")).toBeUndefined();
  });

  it("prefers word starts: 'so' is 'Sign out', not the s and o of 'reservations'", () => {
    expect(fuzzyMatch("so", "Sign out")?.positions).toEqual([0, 5]);
  });

  it("ranks a label that starts with the query above one that holds it scattered", () => {
    const labels = ["Reservations: cancelled", "Calendar", "Reservations: completed"];
    expect(rankByFuzzyMatch(labels, "cal", (l) => l)[0]).toBe("Calendar");
    expect(rankByFuzzyMatch(labels, "", (l) => l)).toEqual(labels);
  });
});

const text = fc.stringMatching(/^[a-zA-Zéü :]{0,24}$/);

describe("fuzzyMatch for any query and label", () => {
  it("matches exactly when the query is a subsequence of the label", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-cA-C ]{0,5}$/), fc.stringMatching(/^[a-cA-Cé ]{0,12}$/), (q, l) => {
        expect(fuzzyMatch(q, l) !== undefined).toBe(isSubsequence(q, l));
      }),
      { numRuns: 2_000 },
    );
  });

  it("always finds a label in itself, at increasing positions that spell the query", () => {
    fc.assert(
      fc.property(text, text, (label, other) => {
        const match = fuzzyMatch(label, `${other}${label}`);
        expect(match).toBeDefined();
        const folded = foldSearchText(`${other}${label}`);
        const needle = foldSearchText(label).replace(/ /g, "");
        expect(match!.positions.map((p) => folded[p]).join("")).toBe(needle);
        for (let i = 1; i < match!.positions.length; i++)
          expect(match!.positions[i]!).toBeGreaterThan(match!.positions[i - 1]!);
      }),
      { numRuns: 1_000 },
    );
  });

  it("ranks only matching labels, best score first, ties in the given order", () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 8 }), fc.stringMatching(/^[a-e ]{0,3}$/), (labels, q) => {
        const ranked = rankByFuzzyMatch(
          labels.map((label, index) => ({ label, index })),
          q,
          (e) => e.label,
        );
        expect(ranked.map((e) => e.index).sort((a, b) => a - b)).toEqual(
          labels.flatMap((l, i) => (isSubsequence(q, l) ? [i] : [])),
        );
        for (let i = 1; i < ranked.length; i++) {
          const a = fuzzyMatch(q, ranked[i - 1]!.label)!.score;
          const b = fuzzyMatch(q, ranked[i]!.label)!.score;
          expect(a > b || (a === b && ranked[i - 1]!.index < ranked[i]!.index)).toBe(true);
        }
      }),
      { numRuns: 1_000 },
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isSameSearch,
  listSearchDebounceMs,
  normalizeSearchInput,
  unitSelectorSearchDebounceMs,
} from "./search-input.ts";

describe("search input", () => {
  it("debounces lists at 350 ms and the unit selector at 500 ms (spec §9)", () => {
    expect(listSearchDebounceMs).toBe(350);
    expect(unitSelectorSearchDebounceMs).toBe(500);
  });

  it("ignores whitespace-only differences (spec §5)", () => {
    expect(isSameSearch("sea view", " sea view ")).toBe(true);
    expect(isSameSearch("sea view", "sea \t view")).toBe(true);
    expect(isSameSearch("", "   ")).toBe(true);
    expect(isSameSearch("sea view", "seaview")).toBe(false);
    expect(isSameSearch("Sea", "sea")).toBe(false);
  });

  it("treats a search and any re-spacing of its words as the same", () => {
    const word = fc.stringMatching(/^[a-zÀ-ÿ0-9]{1,6}$/);
    const space = fc.stringMatching(/^[ \t\n]{1,3}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        space,
        space,
        space,
        (words, lead, gap, tail) => {
          const plain = words.join(" ");
          expect(isSameSearch(plain, `${lead}${words.join(gap)}${tail}`)).toBe(true);
          expect(normalizeSearchInput(`${lead}${words.join(gap)}`)).toBe(plain);
          if (words.length > 1) expect(isSameSearch(plain, words.join(""))).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

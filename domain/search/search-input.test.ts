import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeSearchInput } from "./search-input.ts";

describe("search input", () => {
  it("ignores whitespace-only differences (spec §5)", () => {
    expect(normalizeSearchInput(" sea view ")).toBe("sea view");
    expect(normalizeSearchInput("sea \t view")).toBe("sea view");
    expect(normalizeSearchInput("   ")).toBe("");
    expect(normalizeSearchInput("seaview")).not.toBe("sea view");
    expect(normalizeSearchInput("Sea")).not.toBe("sea");
  });

  it("sends a search and any re-spacing of its words as the same search", () => {
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
          expect(normalizeSearchInput(`${lead}${words.join(gap)}${tail}`)).toBe(plain);
          if (words.length > 1) expect(normalizeSearchInput(words.join(""))).not.toBe(plain);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

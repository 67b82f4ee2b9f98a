import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldSearchText } from "../reservations/reservation-list.ts";
import { createChannelSearchIndex } from "./channel-search-index.ts";

// Few letters, so that words share parts, needles cross word boundaries and most searches match something.
const text = fc
  .array(fc.constantFrom("a", "b", "Ä", "c", " ", "  ", "\n", "ab", "ca"), { maxLength: 14 })
  .map((parts) => foldSearchText(parts.join("")));
const needle = fc
  .array(fc.constantFrom("a", "b", "c", " ", "ä", "bc"), { minLength: 1, maxLength: 6 })
  .map((parts) => foldSearchText(parts.join("")))
  .filter((n) => n !== "");
const operation = fc.oneof(
  fc.record({ kind: fc.constant("set" as const), channel: fc.integer({ min: 0, max: 7 }), text }),
  fc.record({ kind: fc.constant("remove" as const), channel: fc.integer({ min: 0, max: 7 }) }),
  fc.record({ kind: fc.constant("search" as const), needle }),
);

describe("createChannelSearchIndex", () => {
  // The oracle: a plain scan of every channel's text, after any sequence of changes.
  it("finds exactly the channels whose text contains the search, as texts change", () => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 30 }), needle, (operations, last) => {
        const index = createChannelSearchIndex();
        const texts = new Map<string, string>();
        const check = (search: string) => {
          const found = index.search(search);
          for (const id of ["c0", "c1", "c2", "c3", "c4", "c5", "c6", "c7", "unknown"])
            expect(found.has(id), `${id} ${JSON.stringify(texts.get(id))} / ${search}`).toBe(
              texts.get(id)?.includes(search) ?? false,
            );
        };
        for (const op of operations) {
          if (op.kind === "set") {
            index.set(`c${op.channel}`, op.text);
            texts.set(`c${op.channel}`, op.text);
          } else if (op.kind === "remove") {
            index.remove(`c${op.channel}`);
            texts.delete(`c${op.channel}`);
          } else check(op.needle);
        }
        check(last);
        expect(index.size).toBe(texts.size);
      }),
      { numRuns: 2000 },
    );
  });

  it("finds a phrase across words only where the words stand together", () => {
    const index = createChannelSearchIndex();
    index.set("together", foldSearchText("Is there parking at the house?"));
    index.set("apart", foldSearchText("Parking is free; at the beach there is none"));
    const found = index.search("parking at the");
    expect(found.has("together")).toBe(true);
    expect(found.has("apart")).toBe(false);
    expect(index.search("king").has("apart")).toBe(true);
  });
});

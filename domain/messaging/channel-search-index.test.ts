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

  // How the inbox reads an answer: its view's channels numbered once (`ordinalsOf`), kept while the
  // generation stays, and the matching positions selected among all of them or among the positions
  // of a previous search.
  it("selects the positions of a list whose channels match, with ordinals kept while the generation stays", () => {
    const ids = ["c0", "c1", "c2", "c3", "c4", "c5", "c6", "c7", "unknown"];
    const list = fc.shuffledSubarray(ids).map((chosen) => chosen.map((id) => ({ id })));
    const within = fc.array(fc.boolean(), { minLength: ids.length, maxLength: ids.length });
    fc.assert(
      fc.property(
        fc.array(operation, { minLength: 1, maxLength: 30 }),
        list,
        fc.array(within, { minLength: 30, maxLength: 30 }),
        (operations, channels, picks) => {
          const index = createChannelSearchIndex();
          const texts = new Map<string, string>();
          let numbered: { generation: number; ordinals: Int32Array } | undefined;
          operations.forEach((op, step) => {
            if (op.kind === "set") {
              index.set(`c${op.channel}`, op.text);
              texts.set(`c${op.channel}`, op.text);
              return;
            }
            if (op.kind === "remove") {
              index.remove(`c${op.channel}`);
              texts.delete(`c${op.channel}`);
              return;
            }
            const found = index.search(op.needle);
            if (numbered?.generation !== found.generation)
              numbered = { generation: found.generation, ordinals: found.ordinalsOf(channels) };
            const matches = (position: number) =>
              texts.get(channels[position]!.id)?.includes(op.needle) ?? false;
            const all = channels.map((_, position) => position);
            expect([...found.select(numbered.ordinals)]).toEqual(all.filter(matches));
            const some = all.filter((position) => picks[step]![position]);
            expect([...found.select(numbered.ordinals, Int32Array.from(some))]).toEqual(some.filter(matches));
          });
        },
      ),
      { numRuns: 1000 },
    );
  });

  // The same oracle for searches as a host types them: letters added (the index narrows from its
  // kept answers), deleted (it answers from them) and replaced, with texts changing in between
  // (messages arriving: the kept answers must not outlive them).
  it("answers typing, deleting and replacing as a plain scan would, as texts change", () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant("type" as const),
        letters: fc.constantFrom("a", "b", "c", " ", "ä", "bc", "a b"),
      }),
      // Letters put before the text (the cursor moved to its start).
      fc.record({ kind: fc.constant("prepend" as const), letters: fc.constantFrom("a", "c ", " b") }),
      fc.record({ kind: fc.constant("delete" as const), count: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant("replace" as const), letters: fc.constantFrom("a", "b", "c a", "ab") }),
      fc.record({ kind: fc.constant("set" as const), channel: fc.integer({ min: 0, max: 7 }), text }),
      fc.record({ kind: fc.constant("remove" as const), channel: fc.integer({ min: 0, max: 7 }) }),
    );
    const initial = fc.array(text, { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(initial, fc.array(step, { minLength: 1, maxLength: 40 }), (start, steps) => {
        const index = createChannelSearchIndex();
        const texts = new Map<string, string>();
        start.forEach((t, i) => {
          index.set(`c${i}`, t);
          texts.set(`c${i}`, t);
        });
        let typed = "";
        for (const op of steps) {
          if (op.kind === "set") {
            index.set(`c${op.channel}`, op.text);
            texts.set(`c${op.channel}`, op.text);
            continue;
          }
          if (op.kind === "remove") {
            index.remove(`c${op.channel}`);
            texts.delete(`c${op.channel}`);
            continue;
          }
          typed =
            op.kind === "type"
              ? typed + op.letters
              : op.kind === "prepend"
                ? op.letters + typed
                : op.kind === "delete"
                  ? typed.slice(0, -op.count)
                  : op.letters;
          const needle = foldSearchText(typed);
          if (needle === "") continue;
          const found = index.search(needle);
          for (let i = 0; i < 8; i++)
            expect(found.has(`c${i}`), `c${i} ${JSON.stringify(texts.get(`c${i}`))} / ${needle}`).toBe(
              texts.get(`c${i}`)?.includes(needle) ?? false,
            );
        }
      }),
      { numRuns: 2000 },
    );
  });

  // Texts of words that share their parts, as a host's inbox does ("the", "there", "their"): a letter
  // matches more postings than there are channels, so the index looks in each channel's words, and
  // a letter added looks only in the previous search's words and channels.
  it("narrows searches within words from the shorter search's words and channels", () => {
    const words = fc.array(fc.constantFrom("ab", "abc", "abd", "bab", "cab", "ca", "bc", "cc"), {
      minLength: 1,
      maxLength: 6,
    });
    const typing = fc.array(fc.constantFrom("a", "b", "c", "<", "*"), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 8 }), typing, (channels, keys) => {
        const index = createChannelSearchIndex();
        const texts = channels.map((w) => w.join(" "));
        texts.forEach((t, i) => index.set(`c${i}`, t));
        let typed = "";
        for (const key of keys) {
          // "<" deletes a letter, "*" replaces the text with one letter.
          typed = key === "<" ? typed.slice(0, -1) : key === "*" ? "a" : typed + key;
          if (typed === "") continue;
          const found = index.search(typed);
          texts.forEach((t, i) =>
            expect(found.has(`c${i}`), `${JSON.stringify(t)} / ${typed}`).toBe(t.includes(typed)),
          );
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("narrows a phrase from where the shorter one was found, not only from the text's start", () => {
    const index = createChannelSearchIndex();
    // "door c" first occurs before a "door co" that is further on.
    index.set("later", foldSearchText("the door closes; the door code is 1234"));
    index.set("never", foldSearchText("the door closes at night"));
    expect(index.search("door c").has("later")).toBe(true);
    expect(index.search("door co").has("later")).toBe(true);
    expect(index.search("door cod").has("later")).toBe(true);
    expect(index.search("door cod").has("never")).toBe(false);
    // Grown at its start: the shorter phrase sits one letter into the longer.
    const fresh = createChannelSearchIndex();
    fresh.set("later", foldSearchText("the door closes; the door code is 1234"));
    expect(fresh.search("oor code").has("later")).toBe(true);
    expect(fresh.search("door code").has("later")).toBe(true);
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

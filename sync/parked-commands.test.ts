import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "./local-schemas.ts";
import { readParked, writeParked, type CommandParking } from "./parked-commands.ts";

function memoryParking(): CommandParking & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    key: "hearth.parked-commands:test",
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
  };
}

const entryArb: fc.Arbitrary<OutboxEntry> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 64 }),
  type: fc.constantFrom("blockDates", "confirmBookingRequest", "sendMessage"),
  aggregateId: fc.string({ maxLength: 128 }),
  payload: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer(), fc.boolean())),
  createdAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  sequence: fc.integer({ min: 0 }),
  state: fc.constantFrom("pending" as const, "acknowledged" as const, "failed" as const),
  attempts: fc.nat(),
  nextAttemptAt: fc.nat(),
  failure: fc.option(fc.record({ status: fc.integer(), message: fc.string(), conflict: fc.boolean() }), {
    nil: null,
  }),
});

// What another script, an older app or a hand edit might leave under the key.
const notAnEntryArb = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.string(),
  fc.record({ id: fc.string() }),
  entryArb.map((e) => ({ ...e, state: "sent" })),
  entryArb.map((e) => ({ ...e, payload: [1, 2] })),
  entryArb.map((e) => ({ ...e, id: "" })),
);

describe("parked commands", () => {
  it("reads back every command written, in order", () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 8 }), (entries) => {
        const parking = memoryParking();
        expect(writeParked(parking, entries)).toBe(true);
        expect(readParked(parking)).toEqual(entries);
        // An empty list leaves nothing behind in Web Storage.
        expect(parking.items.has(parking.key)).toBe(entries.length > 0);
      }),
      { numRuns: 1_000 },
    );
  });

  it("leaves out what is not a command and keeps the others in order", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(entryArb, notAnEntryArb), { maxLength: 10 }), (items) => {
        const parking = memoryParking();
        parking.items.set(parking.key, JSON.stringify(items));
        const expected = items.filter(
          (item): item is OutboxEntry =>
            typeof item === "object" &&
            item !== null &&
            !Array.isArray((item as { payload?: unknown }).payload) &&
            ["pending", "acknowledged", "failed"].includes((item as { state?: unknown }).state as string) &&
            typeof (item as { id?: unknown }).id === "string" &&
            item.id.length > 0 &&
            "payload" in item,
        );
        expect(readParked(parking)).toEqual(expected);
      }),
      { numRuns: 1_000 },
    );
  });

  it("reads nothing from text that is not a list, or from storage that throws", () => {
    const parking = memoryParking();
    for (const raw of ["{", '{"id":"a"}', "42", "null"]) {
      parking.items.set(parking.key, raw);
      expect(readParked(parking)).toEqual([]);
    }
    const throwing: CommandParking = {
      key: "k",
      storage: {
        getItem: () => {
          throw new DOMException("denied", "SecurityError");
        },
        setItem: () => {
          throw new DOMException("full", "QuotaExceededError");
        },
        removeItem: () => undefined,
      },
    };
    expect(readParked(throwing)).toEqual([]);
    expect(writeParked(throwing, [])).toBe(true);
  });

  it("says so when Web Storage refuses the list", () => {
    fc.assert(
      fc.property(fc.array(entryArb, { minLength: 1, maxLength: 3 }), (entries) => {
        const parking: CommandParking = {
          key: "k",
          storage: {
            getItem: () => null,
            setItem: () => {
              throw new DOMException("full", "QuotaExceededError");
            },
            removeItem: () => undefined,
          },
        };
        expect(writeParked(parking, entries)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ChangeNotice,
  pulledCollectionNames,
  pulledCollectionOf,
  replicationsWokenBy,
} from "./change-notice.ts";
import { feedCollectionNames } from "./pull.ts";
import { recordFeedNames } from "./records-pull.ts";

describe("replicationsWokenBy", () => {
  it("wakes every replication for a notice that names no collection", () => {
    expect(replicationsWokenBy(undefined, pulledCollectionNames)).toEqual(pulledCollectionNames);
  });

  it("wakes only the named ones, in the replications' order", () => {
    expect(replicationsWokenBy(["messages", "channels"], pulledCollectionNames)).toEqual([
      "channels",
      "messages",
    ]);
    expect(replicationsWokenBy(["records"], pulledCollectionNames)).toEqual(["records"]);
  });

  it("wakes nothing for a change to nothing the client pulls, and skips names it does not know", () => {
    expect(replicationsWokenBy([], pulledCollectionNames)).toEqual([]);
    expect(replicationsWokenBy(["payouts", "units"], pulledCollectionNames)).toEqual(["units"]);
  });

  it("is the named replications, whatever the notice names (oracle: a membership test per name)", () => {
    const name = fc.oneof(fc.constantFrom(...pulledCollectionNames), fc.string());
    fc.assert(
      fc.property(fc.option(fc.array(name), { nil: undefined }), (collections) => {
        const woken = replicationsWokenBy(collections, pulledCollectionNames);
        const expected = pulledCollectionNames.filter(
          (replication) => collections === undefined || collections.includes(replication),
        );
        expect(woken).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("pulledCollectionOf", () => {
  it("brings the small feeds with records and every other feed with its own pull", () => {
    for (const feed of feedCollectionNames)
      expect(pulledCollectionOf(feed)).toBe(
        (recordFeedNames as readonly string[]).includes(feed) ? "records" : feed,
      );
    // Every pull the client runs is reached by some feed: none is left never woken.
    expect(new Set(feedCollectionNames.map(pulledCollectionOf))).toEqual(new Set(pulledCollectionNames));
  });
});

describe("ChangeNotice", () => {
  const decode = Schema.decodeUnknownSync(ChangeNotice);
  it("reads a notice with and without collections", () => {
    expect(decode({ seq: 4, collections: ["messages"] })).toEqual({ seq: 4, collections: ["messages"] });
    expect(decode({ seq: 4 })).toEqual({ seq: 4 });
  });
});

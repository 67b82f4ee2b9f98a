import { describe, expect, it } from "vitest";
import { withinView } from "./within-view.ts";

describe("withinView", () => {
  it("is true only for an item wholly between the covered start and the viewport's end", () => {
    expect(withinView({ start: 248, end: 288 }, 200, 400, 48)).toBe(true);
    expect(withinView({ start: 247, end: 287 }, 200, 400, 48)).toBe(false); // under the sticky header
    expect(withinView({ start: 560, end: 600 }, 200, 400, 48)).toBe(true);
    expect(withinView({ start: 561, end: 601 }, 200, 400, 48)).toBe(false); // past the bottom
    expect(withinView(undefined, 0, 400, 0)).toBe(false); // not laid out: scroll to it
    expect(withinView({ start: 0, end: 10 }, 0, 0, 0)).toBe(false); // no viewport measured yet
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commandsToOverlay, type OverlayCommand } from "./commands-to-overlay.ts";

const command = (id: string, state: OverlayCommand["state"] = "pending") => ({ id, state });

describe("commands to overlay", () => {
  it("draws the stored commands, then the unsaved ones in the order they were made", () => {
    expect(
      commandsToOverlay([command("a"), command("b", "acknowledged")], [command("c"), command("d")]).map(
        (c) => c.id,
      ),
    ).toEqual(["a", "b", "c", "d"]);
  });

  it("draws a command that was stored meanwhile once, from the store", () => {
    const stored = { ...command("c"), from: "store" };
    const unsaved = { ...command("c"), from: "memory" };
    expect(commandsToOverlay([stored], [unsaved])).toEqual([stored]);
  });

  it("leaves out failed commands, also when the unsaved list still holds them", () => {
    expect(
      commandsToOverlay([command("a", "failed")], [command("a"), command("b")]).map((c) => c.id),
    ).toEqual(["b"]);
  });

  it("draws every live command exactly once, stored ones first in their order", () => {
    const ids = fc.constantFrom("a", "b", "c", "d", "e", "f");
    const state = fc.constantFrom<OverlayCommand["state"]>("pending", "acknowledged", "failed");
    const list = fc.array(fc.record({ id: ids, state }), { maxLength: 8 });
    fc.assert(
      fc.property(
        list.map((l) => l.filter((c, i) => l.findIndex((d) => d.id === c.id) === i)),
        list,
        (stored, unsaved) => {
          const drawn = commandsToOverlay(stored, unsaved);
          const drawnIds = drawn.map((c) => c.id);
          expect(new Set(drawnIds).size).toBe(drawnIds.length);
          const live = stored.filter((c) => c.state !== "failed");
          expect(drawn.slice(0, live.length)).toEqual(live);
          const storedIds = new Set(stored.map((c) => c.id));
          const expectedUnsaved = [...new Set(unsaved.map((c) => c.id))].filter((id) => !storedIds.has(id));
          expect(drawnIds.slice(live.length)).toEqual(expectedUnsaved);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

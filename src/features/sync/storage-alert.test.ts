import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dismissStorageAlert, nextStorageAlert, type StorageAlert } from "./storage-alert.ts";

const none: StorageAlert = { phase: "none" };

describe("storage-full alert", () => {
  it("shows when the status reports StorageFull, and goes once the error clears", () => {
    const shown = nextStorageAlert(none, { storageFull: true, waiting: 2 });
    expect(shown).toEqual({ phase: "shown", waiting: 2 });
    expect(nextStorageAlert(shown, { storageFull: false, waiting: 2 })).toEqual(none);
  });

  it("goes once a command succeeds (fewer changes waiting), even while the error is still reported", () => {
    const shown = nextStorageAlert(none, { storageFull: true, waiting: 2 });
    const after = nextStorageAlert(shown, { storageFull: true, waiting: 1 });
    expect(after.phase).toBe("resolved");
    // Stays away for this occurrence; a new one (the error gone and back) shows again.
    expect(nextStorageAlert(after, { storageFull: true, waiting: 1 }).phase).toBe("resolved");
    const again = nextStorageAlert(nextStorageAlert(after, { storageFull: false, waiting: 1 }), {
      storageFull: true,
      waiting: 1,
    });
    expect(again.phase).toBe("shown");
  });

  it("a new change made while the banner shows does not hide it", () => {
    const shown = nextStorageAlert(none, { storageFull: true, waiting: 0 });
    const more = nextStorageAlert(shown, { storageFull: true, waiting: 1 });
    expect(more).toEqual({ phase: "shown", waiting: 1 });
  });

  it("dismissing hides it for the occurrence only", () => {
    const dismissed = dismissStorageAlert(nextStorageAlert(none, { storageFull: true, waiting: 0 }));
    expect(dismissed.phase).toBe("dismissed");
    expect(nextStorageAlert(dismissed, { storageFull: true, waiting: 3 }).phase).toBe("dismissed");
    expect(dismissStorageAlert(none)).toEqual(none);
  });

  it("is never shown while the status has no StorageFull, whatever came before", () => {
    const input = fc.record({ storageFull: fc.boolean(), waiting: fc.nat(20) });
    fc.assert(
      fc.property(fc.array(fc.tuple(input, fc.boolean())), input, (steps, last) => {
        let alert: StorageAlert = none;
        for (const [step, dismiss] of steps) {
          alert = nextStorageAlert(alert, step);
          if (dismiss) alert = dismissStorageAlert(alert);
        }
        const final = nextStorageAlert(alert, last);
        expect(final.phase === "none").toBe(!last.storageFull);
      }),
      { numRuns: 1000 },
    );
  });
});

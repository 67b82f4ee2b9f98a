// The exactly-once fault model of sync-faults.test.ts on the production storage: the client's store
// is Dexie (over fake-indexeddb in Node) instead of RxDB's memory storage, with the same invariants —
// no command lost, none applied twice, the mirror equal to the server's rows. Fewer runs, as each
// costs several times more (HEARTH_DEXIE_FAULT_RUNS sets how many).
import { indexedDB } from "fake-indexeddb";
import { expect, it } from "vitest";

process.env.HEARTH_CLIENT_STORAGE = "dexie";
await import("./sync-faults.test.ts");

it("kept the client's stores in IndexedDB, through Dexie", async () => {
  const names = (await indexedDB.databases()).map((d) => d.name ?? "");
  expect(names.filter((n) => n.startsWith("rxdb-dexie-hearth-faults-")).length).toBeGreaterThan(0);
});

// Fans the database's change notifications out to the live streams of each host. With several
// server processes, PostgreSQL's NOTIFY reaches every one of them.
import type { Database } from "../db/database.ts";
import { changeChannel } from "./change-sequence.ts";

export interface ChangeHub {
  subscribe(hostId: string, onChange: (seq: number) => void): () => void;
  close(): Promise<void>;
}

export async function createChangeHub(db: Database): Promise<ChangeHub> {
  const subscribers = new Map<string, Set<(seq: number) => void>>();
  const unlisten = await db.listen(changeChannel, (payload) => {
    const at = payload.lastIndexOf(":");
    const hostId = payload.slice(0, at);
    const seq = Number(payload.slice(at + 1));
    for (const notify of subscribers.get(hostId) ?? []) notify(seq);
  });
  return {
    subscribe(hostId, onChange) {
      const set = subscribers.get(hostId) ?? new Set();
      set.add(onChange);
      subscribers.set(hostId, set);
      return () => {
        set.delete(onChange);
        if (set.size === 0) subscribers.delete(hostId);
      };
    },
    close: unlisten,
  };
}

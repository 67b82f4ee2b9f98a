// A GET the shell needs, answered from the network when there is one and kept on the device for the
// next time there is none: knowledge articles, contact topics and the public settings change with a
// deploy, not by the minute, so last week's copy is worth far more offline than an empty panel.
import { Schema } from "effect";

/** The copy kept under `key`, or null: nothing kept, storage refused, or kept by an older build in another shape. */
export function keptCopy<T>(key: string, schema: Schema.Codec<T, unknown>): T | null {
  try {
    const kept = localStorage.getItem(key);
    return kept === null ? null : Schema.decodeUnknownSync(schema)(JSON.parse(kept));
  } catch {
    return null;
  }
}

/**
 * The fresh answer (kept for next time) when `ask` gives one the schema accepts; else the kept copy,
 * or null. `ask` throws for a refused call as for no network: either way the kept copy stands in.
 */
export async function keptAnswer<T>(
  key: string,
  schema: Schema.Codec<T, unknown>,
  ask: () => Promise<unknown>,
): Promise<T | null> {
  const decode = Schema.decodeUnknownSync(schema);
  let fresh: T;
  try {
    fresh = decode(await ask());
  } catch {
    return keptCopy(key, schema);
  }
  try {
    localStorage.setItem(key, JSON.stringify(fresh));
  } catch {
    // No room: this answer is simply not kept.
  }
  return fresh;
}

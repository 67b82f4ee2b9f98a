// A GET the help widget needs, answered from the network when there is one and kept on the device
// for the next time there is none: knowledge articles and contact topics change with a deploy, not
// by the minute, so last week's copy is worth far more offline than an empty panel.
import { Schema } from "effect";

export async function keptAnswer<T>(
  key: string,
  schema: Schema.Codec<T, unknown>,
  ask: () => Promise<unknown>,
): Promise<T | null> {
  const decode = Schema.decodeUnknownSync(schema);
  try {
    const fresh = decode(await ask());
    try {
      localStorage.setItem(key, JSON.stringify(fresh));
    } catch {
      // No room: this answer is simply not kept.
    }
    return fresh;
  } catch {
    try {
      const kept = localStorage.getItem(key);
      return kept === null ? null : decode(JSON.parse(kept));
    } catch {
      return null;
    }
  }
}

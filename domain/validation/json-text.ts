// Checks on request JSON made once, where it is parsed, so no route can forget them: how deep the
// text nests (counted on the text, before anything recursive walks the value: a recursive walker, or
// JSON.stringify itself, overflows the stack some thousands of levels down) and whether any string or
// key holds a lone UTF-16 surrogate (PostgreSQL text and jsonb refuse one, and it cannot be encoded
// as UTF-8 anyway).

/** Nesting allowed in a request body: our deepest real body (an address in a host's details) is 4. */
export const maxJsonNesting = 64;

/**
 * True when the JSON text opens more than `max` objects or arrays inside one another. Brackets
 * inside strings do not count; malformed text is left to the parser to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

// With the u flag a surrogate range matches only a surrogate that is not half of a pair.
const loneSurrogate = /[\ud800-\udfff]/u;

export function hasLoneSurrogate(text: string): boolean {
  return loneSurrogate.test(text);
}

/**
 * The path (keys joined by ".") of the first string or key holding a lone surrogate, "" for the
 * value itself, undefined when there is none. The value is parsed JSON, so its depth is bounded.
 */
export function loneSurrogatePath(value: unknown, path: readonly string[] = []): string | undefined {
  if (typeof value === "string") return hasLoneSurrogate(value) ? path.join(".") : undefined;
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (hasLoneSurrogate(key)) return [...path, key].join(".");
    const found = loneSurrogatePath(inner, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

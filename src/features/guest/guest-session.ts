// What the guest's browser keeps: the bearer token of the guest API (with its expiry) and the last
// chat it read, so the chat opens at once and offline. Operations spec §6: a 401 from the guest API
// clears both, so nothing of a booking stays on a shared computer after the token is refused.
import type { GuestChat } from "../../../domain/messaging/messaging-api.ts";

const tokenKey = "hearth-guest-token";
const cacheKey = "hearth-guest-chat";

interface StoredToken {
  readonly token: string;
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
}

function read<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

/** The guest's token, or undefined when there is none or it has expired. */
export function guestToken(now: number = Date.now()): string | undefined {
  const stored = read<StoredToken>(tokenKey);
  if (!stored || typeof stored.token !== "string" || stored.expiresAt <= now) return undefined;
  return stored.token;
}

export function saveGuestToken(token: string, expiresInSeconds: number, now: number = Date.now()): void {
  localStorage.setItem(tokenKey, JSON.stringify({ token, expiresAt: now + expiresInSeconds * 1000 }));
}

export function cachedGuestChat(): GuestChat | undefined {
  return read<GuestChat>(cacheKey);
}

export function saveGuestChat(chat: GuestChat): void {
  try {
    localStorage.setItem(cacheKey, JSON.stringify(chat));
  } catch {
    // A full storage only costs the offline copy; the chat itself works.
  }
}

/** Forgets the token and the stored chat (a 401, or the guest signing out). */
export function clearGuestSession(): void {
  localStorage.removeItem(tokenKey);
  localStorage.removeItem(cacheKey);
}

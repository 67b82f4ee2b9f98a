// Where first screens are kept (domain/first-screen/first-screen.ts): a synchronous store
// (localStorage in the browser), because the point is to paint before anything asynchronous has
// answered. It is only a cache: a read that fails or a write over quota is ignored, never reported.
import {
  decodeFirstScreen,
  firstScreenKey,
  firstScreenPrefix,
  type FirstScreen,
} from "../domain/first-screen/first-screen.ts";

/** The part of the Web Storage API used here (a Map-backed fake serves in tests). */
export type FirstScreenStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

/**
 * Users signed out in this page. A write scheduled for an idle moment, or made as the page goes,
 * may come after the sign-out that cleared its user; it must not put the copy back.
 */
const signedOut = new Set<string>();

export function readFirstScreen(
  storage: FirstScreenStorage,
  expected: { readonly userId: string; readonly view: string; readonly locale: string },
): FirstScreen | undefined {
  if (signedOut.has(expected.userId)) return undefined;
  let stored: string | null;
  try {
    stored = storage.getItem(firstScreenKey(expected.userId, expected.view));
  } catch {
    return undefined; // storage blocked by the browser's settings
  }
  return decodeFirstScreen(stored, expected);
}

/** Keeps the copy; a full storage (or a blocked one) leaves the previous copy or none, silently. */
export function saveFirstScreen(storage: FirstScreenStorage, screen: FirstScreen): void {
  if (signedOut.has(screen.userId)) return;
  try {
    storage.setItem(firstScreenKey(screen.userId, screen.view), JSON.stringify(screen));
  } catch {
    // QuotaExceededError or SecurityError: it is only a cache.
  }
}

/** Removes every copy of the user (sign-out), and refuses any written for them later in this page. */
export function clearFirstScreens(storage: FirstScreenStorage, userId: string): void {
  signedOut.add(userId);
  for (const key of keysOf(storage, userId)) {
    try {
      storage.removeItem(key);
    } catch {
      return; // storage blocked by the browser's settings: the refusal above still holds
    }
  }
}

/** Whether any first screen of the user is kept here: none means a first start in this browser (or a cleared one). */
export function hasFirstScreens(storage: FirstScreenStorage, userId: string): boolean {
  return keysOf(storage, userId).length > 0;
}

/** The keys of the user's copies; none when the storage is blocked by the browser's settings. */
function keysOf(storage: FirstScreenStorage, userId: string): string[] {
  const prefix = firstScreenPrefix(userId);
  const keys: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    return [];
  }
  return keys;
}

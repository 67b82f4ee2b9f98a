import { describe, expect, it } from "vitest";
import { firstScreenVersion, type InboxFirstScreen } from "../domain/first-screen/first-screen.ts";
import {
  clearFirstScreens,
  hasFirstScreens,
  readFirstScreen,
  saveFirstScreen,
  type FirstScreenStorage,
} from "./first-screen-cache.ts";

/** A Web Storage over a Map, with a quota in characters like the browser's. */
function fakeStorage(quota = Infinity): FirstScreenStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (i) => [...entries.keys()][i] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      const used = [...entries].reduce((n, [k, v]) => n + k.length + v.length, 0);
      if (used + key.length + value.length > quota) throw new DOMException("full", "QuotaExceededError");
      entries.set(key, value);
    },
    removeItem: (key) => void entries.delete(key),
  };
}

let users = 0;
const inbox = (userId: string, view = "inbox/all"): InboxFirstScreen => ({
  version: firstScreenVersion,
  screen: "inbox",
  userId,
  view,
  locale: "en_US",
  savedAt: 0,
  count: 1,
  unreadCount: 1,
  rows: [
    {
      id: "c1",
      guestName: "Lena",
      unread: true,
      favorited: false,
      bookingCode: "HB1",
      lastMessage: "hi",
      time: "1 Nov",
      pending: false,
    },
  ],
});
// Each test its own users: a sign-out is remembered for the page's life.
const newUser = () => `user-${++users}`;

describe("first screen cache", () => {
  it("reads back a user's copy for that view only, and nothing for another user", () => {
    const storage = fakeStorage();
    const a = newUser();
    const b = newUser();
    saveFirstScreen(storage, inbox(a));
    expect(readFirstScreen(storage, { userId: a, view: "inbox/all", locale: "en_US" })).toEqual(inbox(a));
    expect(readFirstScreen(storage, { userId: b, view: "inbox/all", locale: "en_US" })).toBeUndefined();
    expect(readFirstScreen(storage, { userId: a, view: "inbox/archived", locale: "en_US" })).toBeUndefined();
  });

  it("ignores a copy written under a user's key for another user", () => {
    const storage = fakeStorage();
    const a = newUser();
    const b = newUser();
    saveFirstScreen(storage, inbox(b));
    const [key, value] = [...storage.entries][0]!;
    storage.entries.set(key.replace(encodeURIComponent(b), encodeURIComponent(a)), value);
    expect(readFirstScreen(storage, { userId: a, view: "inbox/all", locale: "en_US" })).toBeUndefined();
  });

  it("ignores a full storage on write, keeping the previous copy", () => {
    const a = newUser();
    const storage = fakeStorage(JSON.stringify(inbox(a)).length + 100);
    saveFirstScreen(storage, inbox(a));
    const bigger = {
      ...inbox(a),
      rows: Array.from({ length: 40 }, (_, i) => ({ ...inbox(a).rows[0]!, id: `c${i}` })),
    };
    expect(() => saveFirstScreen(storage, bigger)).not.toThrow();
    expect(readFirstScreen(storage, { userId: a, view: "inbox/all", locale: "en_US" })).toEqual(inbox(a));
  });

  it("reads nothing, without throwing, when the browser blocks storage", () => {
    const blocked: FirstScreenStorage = {
      ...fakeStorage(),
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    };
    expect(
      readFirstScreen(blocked, { userId: newUser(), view: "inbox/all", locale: "en_US" }),
    ).toBeUndefined();
  });

  it("clears every copy of the signed-out user, leaves other keys, and refuses later writes for them", () => {
    const storage = fakeStorage();
    const a = newUser();
    const b = newUser();
    saveFirstScreen(storage, inbox(a));
    saveFirstScreen(storage, inbox(a, "inbox/archived"));
    saveFirstScreen(storage, inbox(b));
    storage.setItem("oidc.user:x", "token");
    clearFirstScreens(storage, a);
    expect([...storage.entries.keys()].filter((k) => k.includes(encodeURIComponent(a)))).toEqual([]);
    expect(readFirstScreen(storage, { userId: b, view: "inbox/all", locale: "en_US" })).toEqual(inbox(b));
    expect(storage.getItem("oidc.user:x")).toBe("token");
    // A write scheduled before the sign-out, run after it.
    saveFirstScreen(storage, inbox(a));
    expect([...storage.entries.keys()].filter((k) => k.includes(encodeURIComponent(a)))).toEqual([]);
  });

  it("tells whether any first screen of the user is kept (a first start here has none)", () => {
    const storage = fakeStorage();
    const a = newUser();
    const b = newUser();
    // A user whose id begins like another's is not that other.
    const aLonger = `${a}0`;
    storage.setItem("oidc.user:x", "token");
    expect(hasFirstScreens(storage, a)).toBe(false);
    saveFirstScreen(storage, inbox(aLonger, "inbox/archived"));
    expect(hasFirstScreens(storage, a)).toBe(false);
    saveFirstScreen(storage, inbox(a, "inbox/archived"));
    expect(hasFirstScreens(storage, a)).toBe(true);
    expect(hasFirstScreens(storage, b)).toBe(false);
    clearFirstScreens(storage, a);
    expect(hasFirstScreens(storage, a)).toBe(false);
    const blocked: FirstScreenStorage = {
      ...fakeStorage(),
      key: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      get length() {
        return 1;
      },
    };
    expect(hasFirstScreens(blocked, a)).toBe(false);
    // A sign-out in a browser that blocks storage goes on: nothing to clear, nothing thrown.
    expect(() => clearFirstScreens(blocked, b)).not.toThrow();
  });
});

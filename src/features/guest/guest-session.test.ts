// The guest's stored token and chat (operations spec §6): kept until they expire, and both gone
// when the guest API refuses the token with a 401. Node has no localStorage, so the tests give it
// a Map-backed one with the same methods.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GuestChat } from "../../../domain/messaging/messaging-api.ts";
import { fetchGuestChat, GuestApiError, GuestUnauthorized, sendGuestMessage } from "./guest-api.ts";
import {
  cachedGuestChat,
  clearGuestSession,
  guestToken,
  saveGuestChat,
  saveGuestToken,
} from "./guest-session.ts";

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  get length() {
    return this.items.size;
  }
}

const chat = {
  channel: {
    channelId: "c1",
    bookingCode: "HB1",
    guestName: "Guest",
    hostName: "Anna",
    unitTitle: "Loft",
    checkIn: "2026-12-01",
    checkOut: "2026-12-05",
  },
  messages: [],
} as unknown as GuestChat;

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("localStorage", storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number, body?: unknown) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );

describe("guest session storage", () => {
  it("keeps the token until it expires", () => {
    saveGuestToken("t", 60, 1_000);
    expect(guestToken(1_000)).toBe("t");
    expect(guestToken(60_999)).toBe("t");
    expect(guestToken(61_000)).toBeUndefined();
  });

  it("reads nothing from a missing or broken entry", () => {
    expect(guestToken()).toBeUndefined();
    expect(cachedGuestChat()).toBeUndefined();
    storage.setItem("hearth-guest-token", "{not json");
    expect(guestToken()).toBeUndefined();
  });

  it("keeps the last chat read, and clearing forgets both", () => {
    saveGuestToken("t", 60);
    saveGuestChat(chat);
    expect(cachedGuestChat()).toEqual(chat);
    clearGuestSession();
    expect(guestToken()).toBeUndefined();
    expect(cachedGuestChat()).toBeUndefined();
    expect(storage.length).toBe(0);
  });
});

describe("guest API on a refused token", () => {
  it("clears the token and the stored chat on a 401", async () => {
    saveGuestToken("t", 60);
    saveGuestChat(chat);
    answer(401, { type: "/problems/unauthorized" });
    await expect(fetchGuestChat("t")).rejects.toBeInstanceOf(GuestUnauthorized);
    expect(guestToken()).toBeUndefined();
    expect(cachedGuestChat()).toBeUndefined();
  });

  it("keeps both on other failures", async () => {
    saveGuestToken("t", 60);
    saveGuestChat(chat);
    answer(503, { type: "/problems/unavailable", detail: "down" });
    await expect(sendGuestMessage("t", "hi", "m1")).rejects.toBeInstanceOf(GuestApiError);
    expect(guestToken()).toBe("t");
    expect(cachedGuestChat()).toEqual(chat);
  });
});

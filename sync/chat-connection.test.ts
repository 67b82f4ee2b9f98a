import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatIdentity } from "../domain/messaging/chat-connection.ts";
import { chatTokenPath, createChatConnection } from "./chat-connection.ts";

const host: ChatIdentity = { userId: "u1", userName: "Anna", onboardingInProgress: false };

/** A token endpoint the test answers by hand: each call waits until the test settles it. */
function tokenServer() {
  const calls: { path: string; signal: AbortSignal; answer: (r: Response) => void }[] = [];
  const api = {
    fetch: (path: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init!.signal!;
        signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        calls.push({ path, signal, answer: resolve });
      }),
  };
  return { api, calls };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("chat connection runner", () => {
  it("does not call the server while onboarding is in progress", () => {
    const { api, calls } = tokenServer();
    const connection = createChatConnection({ api });
    connection.start({ ...host, onboardingInProgress: true });
    expect(calls).toHaveLength(0);
    expect(connection.getState()).toEqual({ status: "idle", onboardingInProgress: true });
    connection.close();
  });

  it("connects with the token and fetches the next one before it runs out", async () => {
    const { api, calls } = tokenServer();
    const connection = createChatConnection({ api, now: () => Date.now() });
    const seen: string[] = [];
    connection.subscribe(() => seen.push(connection.getState().status));
    connection.start(host);
    expect(calls.map((c) => c.path)).toEqual([chatTokenPath]);
    calls[0]!.answer(json({ token: "t1", expiresIn: 900 }));
    await vi.waitFor(() => expect(connection.getState().status).toBe("connected"));
    // The timeout of an answered call never fires.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connection.getState()).toMatchObject({ status: "connected", token: "t1" });
    await vi.advanceTimersByTimeAsync(780_000 - 60_000);
    expect(calls).toHaveLength(2);
    calls[1]!.answer(json({ token: "t2", expiresIn: 900 }));
    await vi.waitFor(() => expect(connection.getState()).toMatchObject({ token: "t2", refreshing: false }));
    expect(seen).toEqual(["connecting", "connected", "connected", "connected"]);
    connection.close();
  });

  it("is errored by timeout after 20 s without an answer, and a retry connects", async () => {
    const { api, calls } = tokenServer();
    const connection = createChatConnection({ api });
    connection.start(host);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(connection.getState().status).toBe("connecting");
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.getState()).toMatchObject({ status: "errored", reason: "timeout" });
    expect(calls[0]!.signal.aborted).toBe(true);
    connection.start(host);
    calls[1]!.answer(json({ token: "t", expiresIn: 900 }));
    await vi.waitFor(() => expect(connection.getState().status).toBe("connected"));
    connection.close();
  });

  it("reads a 503 as a missing key and anything else as no token", async () => {
    const { api, calls } = tokenServer();
    const connection = createChatConnection({ api });
    connection.start(host);
    calls[0]!.answer(json({ type: "/problems/unavailable" }, 503));
    await vi.waitFor(() => expect(connection.getState()).toMatchObject({ reason: "missing-key" }));
    connection.start(host);
    calls[1]!.answer(json({ nothing: true }));
    await vi.waitFor(() => expect(connection.getState()).toMatchObject({ reason: "no-token" }));
    connection.close();
  });

  it("says the device is offline when the token call fails on a device without network", async () => {
    let online = false;
    const api = { fetch: () => Promise.reject(new TypeError("Failed to fetch")) };
    const connection = createChatConnection({ api, deviceOnline: () => online });
    connection.start(host);
    await vi.waitFor(() => expect(connection.getState()).toMatchObject({ reason: "offline" }));
    online = true;
    connection.start(host);
    await vi.waitFor(() => expect(connection.getState()).toMatchObject({ reason: "unreachable" }));
    connection.close();
  });

  it("drops a request left over when onboarding starts", () => {
    const { api, calls } = tokenServer();
    const connection = createChatConnection({ api });
    connection.start(host);
    connection.start({ ...host, onboardingInProgress: true });
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(connection.getState().status).toBe("idle");
    connection.close();
  });
});

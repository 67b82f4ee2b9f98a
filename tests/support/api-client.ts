// A bearer-token fetch against a running test server, and the checks every API test repeats: the
// problem shape of an error, and a command replayed under one Idempotency-Key.
import { expect } from "vitest";
import { randomUUID } from "node:crypto";

export type Api = (token: string | undefined, path: string, init?: RequestInit) => Promise<Response>;

export function apiClient(origin: string): Api {
  return (token, path, init = {}) =>
    fetch(`${origin}${path}`, {
      ...init,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.body ? { "content-type": "application/json" } : {}),
        ...(init.headers as Record<string, string>),
      },
    });
}

export async function jsonOf<T>(response: Response | Promise<Response>): Promise<T> {
  const r = await response;
  if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  invalidParams?: Array<{ name: string; type?: string; reason: string }>;
}

/** Asserts a problem-detail answer with this status and type, and returns its body. */
export async function expectProblem(
  response: Response | Promise<Response>,
  status: number,
  type: string,
): Promise<Problem> {
  const r = await response;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  expect(r.headers.get("content-type")).toContain("application/problem+json");
  const body = JSON.parse(text) as Problem;
  expect(body).toMatchObject({ type, status });
  return body;
}

/** Asserts a 400 naming exactly these invalid parameters (each name once). */
export async function expectInvalidParams(
  response: Response | Promise<Response>,
  names: readonly string[],
): Promise<Problem> {
  const body = await expectProblem(response, 400, "/problems/bad-request");
  expect([...new Set((body.invalidParams ?? []).map((p) => p.name))].sort()).toEqual([...names].sort());
  return body;
}

/**
 * Sends a command twice under one fresh Idempotency-Key; asserts the second is a replay, the same
 * to the byte. Returns the first answer.
 */
export async function sendTwice(
  send: (headers: Record<string, string>) => Promise<Response>,
): Promise<{ status: number; text: string; body: unknown }> {
  const headers = { "idempotency-key": randomUUID() };
  const first = await send(headers);
  const text = await first.text();
  expect(first.headers.get("idempotent-replayed")).toBe("false");
  const again = await send(headers);
  expect(again.status).toBe(first.status);
  expect(again.headers.get("idempotent-replayed")).toBe("true");
  expect(await again.text()).toBe(text);
  return { status: first.status, text, body: JSON.parse(text) as unknown };
}

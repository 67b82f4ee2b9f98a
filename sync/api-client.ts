// Calls the Hearth API with the bearer token. On 401 the token is refreshed and the call retried
// once (the specs' rule); if that fails too the session is over. Errors come back typed: the
// server's words for a refusal, or "network" when the server could not be reached.
import { Schema } from "effect";
import { ErrorBody, generalMessage, problemTypes } from "../domain/errors/error-body.ts";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** The server could not be reached (offline, connection refused, aborted). */
export class NetworkError extends Error {}

export interface TokenSource {
  /** The current access token, or undefined when signed out. */
  accessToken(): string | undefined;
  /** Gets a fresh token; resolves undefined when the session cannot be renewed. */
  refresh(): Promise<string | undefined>;
}

export interface ApiClient {
  request<T>(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<T>;
  /** A raw authenticated fetch, for streams. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

const decodeErrorBody = Schema.decodeUnknownOption(ErrorBody);

/**
 * A call without a complete answer after this long is abandoned as a network failure, which its
 * caller retries (a command under the same Idempotency-Key). Without it, a request on a half-open
 * mobile connection waits forever, and the outbox replay and pulls queued behind it with it.
 * Streams (`fetch`) are long-lived and have no such limit.
 */
export const defaultRequestTimeoutMs = 30_000;

export function createApiClient(options: {
  baseUrl: string;
  tokens: TokenSource;
  fetch?: typeof fetch;
  requestTimeoutMs?: number;
}): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const send = async (path: string, init: RequestInit, token: string | undefined) => {
    try {
      return await doFetch(`${options.baseUrl}${path}`, {
        ...init,
        credentials: "include",
        headers: {
          ...(init.headers as Record<string, string>),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
    } catch (error) {
      if ((error as Error).name === "AbortError") throw error;
      throw new NetworkError((error as Error).message);
    }
  };

  const authorizedFetch = async (path: string, init: RequestInit = {}) => {
    let response = await send(path, init, options.tokens.accessToken());
    if (response.status === 401) {
      const fresh = await options.tokens.refresh();
      if (fresh) response = await send(path, init, fresh);
    }
    return response;
  };

  return {
    fetch: authorizedFetch,
    async request<T>(
      method: string,
      path: string,
      request: { body?: unknown; headers?: Record<string, string> } = {},
    ) {
      const response = await authorizedFetch(path, {
        method,
        headers: {
          accept: "application/json",
          ...(request.body === undefined ? {} : { "content-type": "application/json" }),
          ...request.headers,
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal: AbortSignal.timeout(options.requestTimeoutMs ?? defaultRequestTimeoutMs),
      });
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        // The connection broke, or the time ran out, while the answer was arriving.
        throw new NetworkError((error as Error).message);
      }
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      if (!response.ok) {
        const body = decodeErrorBody(json);
        const parsed = body._tag === "Some" ? body.value : undefined;
        throw new ApiError(
          response.status,
          parsed,
          (parsed && generalMessage(parsed)) ?? `HTTP ${response.status}`,
        );
      }
      return json as T;
    },
  };
}

/** Whether a failed call is worth retrying later (network, timeouts, rate limits, server errors). */
export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof ApiError) {
    // The server is still running an earlier send of this very command (same Idempotency-Key):
    // not a conflict, the answer is a retry away.
    const inFlight =
      error.status === 409 &&
      error.body !== undefined &&
      "type" in error.body &&
      error.body.type === problemTypes.idempotencyKeyInFlight;
    return error.status >= 500 || error.status === 408 || error.status === 429 || inFlight;
  }
  return false;
}

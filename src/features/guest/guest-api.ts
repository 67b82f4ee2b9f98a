// The guest API (operations spec §6): bearer-authenticated, its own sign-in with a booking code and
// an email. Every call that answers 401 clears the guest's token and stored chat before it fails.
import { formErrorsOf } from "../../../domain/errors/form-errors.ts";
import type { GuestChat, GuestSession } from "../../../domain/messaging/messaging-api.ts";
import { clearGuestSession } from "./guest-session.ts";

/** The guest's token was refused: the session is gone and the guest must sign in again. */
export class GuestUnauthorized extends Error {}

export class GuestApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown },
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: {
      accept: "application/json",
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  if (response.status === 401 && options.token !== undefined) {
    clearGuestSession();
    throw new GuestUnauthorized("guest token refused");
  }
  const text = await response.text();
  const body: unknown = text === "" ? undefined : JSON.parse(text);
  if (!response.ok)
    throw new GuestApiError(response.status, formErrorsOf(body).general ?? response.statusText);
  return body as T;
}

export function guestLogin(bookingCode: string, email: string): Promise<GuestSession> {
  return call("POST", "/api/guest/login", { body: { bookingCode, email } });
}

export function fetchGuestChat(token: string): Promise<GuestChat> {
  return call("GET", "/api/guest/chat", { token });
}

export function sendGuestMessage(token: string, body: string, clientMessageId: string): Promise<unknown> {
  return call("POST", "/api/guest/chat/messages", { token, body: { body, clientMessageId } });
}

export async function guestLogout(token: string): Promise<void> {
  try {
    await call("POST", "/api/guest/logout", { token });
  } catch {
    // Signing out locally is what matters; the cookie and token expire on their own.
  }
  clearGuestSession();
}

// Rate limits on sign-in, guest login and API writes, each a token bucket per key. A bucket holds up
// to `perMinute` tokens and refills continuously over its window (a minute unless told), so a burst up
// to the limit passes and a steady flood is held to the limit. The sign-in buckets live in the
// database, so every server process on it counts the same attempts: a guesser spreading tries over a
// fleet's processes gets no more. The write buckets live in each process's memory (a limit per
// process): they guard against a runaway client, are taken on every write, and a round trip to the
// database for each would cost every write more than the limit saves.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Database } from "../db/database.ts";
import { identityTexts } from "../auth/identity-texts.ts";
import { tooManyAttemptsPage } from "../auth/sign-in-page.ts";
import { HttpProblem } from "./problem.ts";
import { callerOf, type RouteContext } from "../routes/route-context.ts";

export interface RateLimits {
  /** Sign-in form posts per client IP and email per sign-in window; sign-up form posts per client IP. */
  readonly signInPerMinute: number;
  /**
   * Sign-in form posts and guest logins per client IP over all emails, per sign-in window: one
   * address trying one password on many accounts (spraying) is held back as one account is.
   * Absent means five times `signInPerMinute`, so lifting that limit lifts this one too.
   */
  readonly signInPerAddress?: number;
  /** The window both sign-in limits count in, in seconds; absent means 60. */
  readonly signInWindowSeconds?: number;
  /** POST, PUT, PATCH and DELETE under /api/app per host. */
  readonly writesPerMinute: number;
}

export const defaultRateLimits: Required<RateLimits> = {
  signInPerMinute: 10,
  signInPerAddress: 50,
  signInWindowSeconds: 60,
  writesPerMinute: 600,
};

export const tooManyRequestsType = "/problems/too-many-requests";

/** A 429 problem detail with the seconds to wait in Retry-After. */
export function tooManyRequests(reply: FastifyReply, seconds: number, detail: string): FastifyReply {
  return reply
    .code(429)
    .header("retry-after", String(seconds))
    .type("application/problem+json")
    .send(new HttpProblem(429, tooManyRequestsType, "Too many requests", detail).body());
}

interface Bucket {
  tokens: number;
  at: number;
}

export interface TokenBuckets {
  /** Takes a token for `key`: undefined when allowed, else the whole seconds until one is back. */
  take(key: string, now?: number): number | undefined;
}

/** Buckets of `perMinute` tokens that refill over `windowMs` (a minute unless told). */
export function tokenBuckets(perMinute: number, maxKeys = 100_000, windowMs = 60_000): TokenBuckets {
  const perMs = perMinute / windowMs;
  const buckets = new Map<string, Bucket>();
  return {
    take(key, now = Date.now()) {
      const bucket = buckets.get(key) ?? { tokens: perMinute, at: now };
      bucket.tokens = Math.min(perMinute, bucket.tokens + (now - bucket.at) * perMs);
      bucket.at = now;
      // Re-insert so the map stays in order of last use; the least recently used go first when
      // memory is bounded, and a key idle that long would have refilled anyway.
      buckets.delete(key);
      buckets.set(key, bucket);
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return undefined;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
    },
  };
}

export interface SharedTokenBuckets {
  /** As TokenBuckets.take, counted in the database: undefined when allowed, else the seconds to wait. */
  take(key: string, now?: number): Promise<number | undefined>;
}

/** Buckets that refill over `windowMs`, kept in sign_in_buckets and shared by every process. */
export function databaseBuckets(db: Database, perWindow: number, windowMs: number): SharedTokenBuckets {
  const perMs = perWindow / windowMs;
  let takes = 0;
  return {
    async take(key, now = Date.now()) {
      // A bucket untouched for a whole window is full again, the same as no row: such rows go now
      // and then, so addresses seen once do not pile up.
      if (++takes % 1_000 === 0)
        await db.query("delete from sign_in_buckets where counted_at < $1", [now - windowMs]);
      return db.transaction(async (tx) => {
        await tx.query(
          "insert into sign_in_buckets (key, tokens, counted_at) values ($1, $2, $3) on conflict (key) do nothing",
          [key, perWindow, now],
        );
        const { rows } = await tx.query<{ tokens: number; counted_at: number }>(
          "select tokens, counted_at from sign_in_buckets where key = $1 for update",
          [key],
        );
        const row = rows[0]!;
        const tokens = Math.min(
          perWindow,
          Number(row.tokens) + Math.max(0, now - Number(row.counted_at)) * perMs,
        );
        const allowed = tokens >= 1;
        await tx.query("update sign_in_buckets set tokens = $2, counted_at = $3 where key = $1", [
          key,
          allowed ? tokens - 1 : tokens,
          Math.max(now, Number(row.counted_at)),
        ]);
        return allowed ? undefined : Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
      });
    },
  };
}

export const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const signInRoute = "/oidc/interaction/:uid/login";
const signUpRoute = "/oidc/interaction/:uid/create";
const guestLoginRoute = "/api/guest/login";

export function registerRateLimits(app: FastifyInstance, context: RouteContext, limits: RateLimits): void {
  const windowMs = (limits.signInWindowSeconds ?? 60) * 1000;
  const signIns = databaseBuckets(context.db, limits.signInPerMinute, windowMs);
  const addresses = databaseBuckets(
    context.db,
    limits.signInPerAddress ?? 5 * limits.signInPerMinute,
    windowMs,
  );
  const writes = tokenBuckets(limits.writesPerMinute);
  const retryAfter = (reply: FastifyReply, seconds: number) =>
    reply.code(429).header("retry-after", String(seconds));

  // After body parsing: the key needs the email typed into the form.
  app.addHook("preHandler", async (request, reply) => {
    if (request.method !== "POST") return;
    const route = request.routeOptions.url;
    if (route === guestLoginRoute) {
      // Per address only: the guest route counts each address and email itself.
      const wait = await addresses.take(`guest\n${request.ip}`);
      if (wait === undefined) return;
      return tooManyRequests(reply, wait, `Too many sign-in attempts. Try again in ${wait} seconds.`);
    }
    if (route !== signInRoute && route !== signUpRoute) return;
    const body = request.body as { email?: unknown; lang?: unknown } | undefined;
    const email = body?.email;
    const key = typeof email === "string" ? email.trim().toLowerCase() : "";
    // Sign-ups count per address alone: each try may name a new e-mail, and each costs a password
    // hash and, when it succeeds, a new host. A sign-in counts for its address and email, and for
    // its address over all emails.
    const wait =
      route === signUpRoute
        ? await signIns.take(`sign-up\n${request.ip}`)
        : ((await addresses.take(`sign-in\n${request.ip}`)) ?? (await signIns.take(`${request.ip}\n${key}`)));
    if (wait === undefined) return;
    // In the language the form was shown in (its hidden `lang` field), English without one.
    return retryAfter(reply, wait)
      .type("text/html")
      .send(tooManyAttemptsPage(wait, identityTexts(body?.lang)));
  });

  // Before body parsing: an oversized or malformed write counts too, and costs nothing more.
  app.addHook("onRequest", async (request, reply) => {
    if (!writeMethods.has(request.method) || !request.url.startsWith("/api/app/")) return;
    let hostId: string;
    try {
      // Memoised per request: the handler's own callerOf reuses this verification.
      hostId = (await callerOf(context, request)).hostId;
    } catch {
      return; // the handler answers 401, with nothing more said
    }
    const wait = writes.take(hostId);
    if (wait === undefined) return;
    return tooManyRequests(reply, wait, `Too many changes in a short time. Try again in ${wait} seconds.`);
  });
}

// Every API call carries a bearer token; we verify its signature, issuer, audience and expiry, then
// resolve which host the call acts for. Any failure is a plain 401 that says nothing more.
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from "jose";
import type { Database } from "../db/database.ts";
import { parseSubject } from "./subject.ts";
import { genericPlan } from "../db/generic-plan.ts";

export interface Caller {
  readonly accountId: string;
  readonly hostId: string;
  /** The staff account acting as this host, when impersonating. */
  readonly impersonatorId: string | undefined;
  readonly sessionId: string;
  /** When the access token stops being valid (ms since the epoch); live streams end then. */
  readonly expiresAt?: number;
}

export class Unauthenticated extends Error {}

export interface Authenticator {
  authenticate(authorization: string | undefined): Promise<Caller>;
}

export function createAuthenticator(options: {
  db: Database;
  issuer: string;
  audience: string;
  jwks: { keys: JWK[] } | URL;
  /**
   * The embedded provider's grant claim: when set, a token is accepted only while the grant it names
   * is still stored. JWT access tokens are otherwise valid until they expire, and a revoked grant
   * (a rotated refresh token presented again: a sign of theft) must end them at once.
   */
  liveGrantClaim?: string;
}): Authenticator {
  const keys: JWTVerifyGetKey =
    options.jwks instanceof URL ? createRemoteJWKSet(options.jwks) : createLocalJWKSet(options.jwks);
  const verified = verifiedTokenCache();
  return {
    async authenticate(authorization) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
      if (!match?.[1]) throw new Unauthenticated();
      const token = match[1];
      let payload = verified.get(token, Date.now());
      if (payload === undefined) {
        try {
          ({ payload } = await jwtVerify(token, keys, {
            issuer: options.issuer,
            audience: options.audience,
          }));
        } catch {
          throw new Unauthenticated();
        }
        verified.set(token, payload);
      }
      if (typeof payload.sub !== "string") throw new Unauthenticated();
      const subject = parseSubject(payload.sub);
      const grantId = options.liveGrantClaim === undefined ? undefined : payload[options.liveGrantClaim];
      if (options.liveGrantClaim !== undefined && typeof grantId !== "string") throw new Unauthenticated();
      // One round trip: the account, and whether the token's grant still stands.
      const { rows } = await options.db.query<{
        id: string;
        role: string;
        host_id: string | null;
        grant_live: boolean;
      }>(
        genericPlan(`select id, role, host_id, ($2::text is null or exists (
           select 1 from oidc_models g where g.kind = 'Grant' and g.id = $2::text
             and (g.expires_at is null or g.expires_at > now()))) as grant_live
         from accounts where id = $1`),
        [subject.accountId, grantId ?? null],
      );
      const account = rows[0];
      if (!account || !account.grant_live) throw new Unauthenticated();
      const sessionId = typeof payload.jti === "string" ? payload.jti : "";
      const expiry = typeof payload.exp === "number" ? { expiresAt: payload.exp * 1000 } : {};
      if (account.role === "staff") {
        if (!subject.actingAsHostId) throw new Unauthenticated();
        return {
          accountId: account.id,
          hostId: subject.actingAsHostId,
          impersonatorId: account.id,
          sessionId,
          ...expiry,
        };
      }
      if (!account.host_id) throw new Unauthenticated();
      return {
        accountId: account.id,
        hostId: account.host_id,
        impersonatorId: undefined,
        sessionId,
        ...expiry,
      };
    },
  };
}

/** How many verified tokens are kept; past it the oldest go first. */
export const maxVerifiedTokens = 10_000;

/**
 * Tokens whose signature, issuer and audience were verified, kept until they expire. Checking an
 * ES256 signature took about 3.7 ms of every call (README, command latency), and a client sends the
 * same access token on every call until it refreshes it. What a signature proves cannot change
 * until the token expires, so it is checked once; what can change (the account, its host, the grant
 * still standing) is still read on every call. A token without an expiry is not kept.
 */
export function verifiedTokenCache(limit = maxVerifiedTokens) {
  const tokens = new Map<string, { payload: JWTPayload; expiresAt: number }>();
  return {
    get(token: string, now: number): JWTPayload | undefined {
      const entry = tokens.get(token);
      if (entry === undefined) return undefined;
      if (entry.expiresAt <= now) {
        tokens.delete(token);
        return undefined;
      }
      return entry.payload;
    },
    set(token: string, payload: JWTPayload): void {
      if (typeof payload.exp !== "number") return;
      if (tokens.size >= limit) tokens.delete(tokens.keys().next().value!);
      // jose accepts a token up to its exp second (no clock tolerance here): it ends then too.
      tokens.set(token, { payload, expiresAt: payload.exp * 1000 });
    },
    get size() {
      return tokens.size;
    },
  };
}

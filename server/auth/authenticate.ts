// Every API call carries a bearer token; we verify its signature, issuer, audience and expiry, then
// resolve which host the call acts for. Any failure is a plain 401 that says nothing more.
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTVerifyGetKey } from "jose";
import type { Database } from "../db/database.ts";
import { parseSubject } from "./subject.ts";

export interface Caller {
  readonly accountId: string;
  readonly hostId: string;
  /** The staff account acting as this host, when impersonating. */
  readonly impersonatorId: string | undefined;
  readonly sessionId: string;
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
  return {
    async authenticate(authorization) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
      if (!match?.[1]) throw new Unauthenticated();
      let payload;
      try {
        ({ payload } = await jwtVerify(match[1], keys, {
          issuer: options.issuer,
          audience: options.audience,
        }));
      } catch {
        throw new Unauthenticated();
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
        `select id, role, host_id, ($2::text is null or exists (
           select 1 from oidc_models g where g.kind = 'Grant' and g.id = $2::text
             and (g.expires_at is null or g.expires_at > now()))) as grant_live
         from accounts where id = $1`,
        [subject.accountId, grantId ?? null],
      );
      const account = rows[0];
      if (!account || !account.grant_live) throw new Unauthenticated();
      const sessionId = typeof payload.jti === "string" ? payload.jti : "";
      if (account.role === "staff") {
        if (!subject.actingAsHostId) throw new Unauthenticated();
        return {
          accountId: account.id,
          hostId: subject.actingAsHostId,
          impersonatorId: account.id,
          sessionId,
        };
      }
      if (!account.host_id) throw new Unauthenticated();
      return { accountId: account.id, hostId: account.host_id, impersonatorId: undefined, sessionId };
    },
  };
}

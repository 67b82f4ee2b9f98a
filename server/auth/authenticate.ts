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
      const { rows } = await options.db.query<{ id: string; role: string; host_id: string | null }>(
        "select id, role, host_id from accounts where id = $1",
        [subject.accountId],
      );
      const account = rows[0];
      if (!account) throw new Unauthenticated();
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

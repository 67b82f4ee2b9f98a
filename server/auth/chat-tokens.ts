// Tokens of the chat, signed with the server's own key (HS256, server-secrets.ts): only this server
// issues and verifies them. A guest token names one channel of one host and nothing else; it has
// its own audience, so the host API (which verifies the identity provider's ES256 tokens with
// audience hearth-api) refuses it, and the guest API refuses a host token in turn.
import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { chatTokenSeconds, guestTokenSeconds } from "../../domain/messaging/messaging-api.ts";

const issuer = "hearth-chat";
const guestAudience = "hearth-guest-chat";
const hostAudience = "hearth-host-chat";

export interface GuestClaims {
  readonly hostId: string;
  readonly channelId: string;
}

/** A verified guest token: its claims, its own id (what logout revokes) and when it expires. */
export interface GuestToken extends GuestClaims {
  readonly tokenId: string;
  /** Seconds since the epoch. */
  readonly expiresAt: number;
}

export interface ChatTokens {
  signGuest(claims: GuestClaims): Promise<{ token: string; expiresIn: number }>;
  /**
   * The claims of a well-signed, unexpired guest token, or undefined for anything else (expired,
   * forged, a host's, or without an id: none can be revoked). Revocation is the routes' check.
   */
  verifyGuest(token: string): Promise<GuestToken | undefined>;
  signHost(claims: { hostId: string; accountId: string }): Promise<{ token: string; expiresIn: number }>;
}

export function createChatTokens(secret: string): ChatTokens {
  const key = new TextEncoder().encode(secret);
  const sign = (subject: string, audience: string, seconds: number, extra: Record<string, string>) =>
    new SignJWT(extra)
      .setProtectedHeader({ alg: "HS256" })
      .setJti(randomUUID())
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(`${seconds}s`)
      .sign(key);
  return {
    async signGuest(claims) {
      const token = await sign(claims.channelId, guestAudience, guestTokenSeconds, { hid: claims.hostId });
      return { token, expiresIn: guestTokenSeconds };
    },
    async verifyGuest(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience: guestAudience,
          algorithms: ["HS256"],
        });
        if (
          typeof payload.sub !== "string" ||
          typeof payload.hid !== "string" ||
          typeof payload.jti !== "string" ||
          typeof payload.exp !== "number"
        )
          return undefined;
        return { hostId: payload.hid, channelId: payload.sub, tokenId: payload.jti, expiresAt: payload.exp };
      } catch {
        return undefined;
      }
    },
    async signHost(claims) {
      const token = await sign(claims.hostId, hostAudience, chatTokenSeconds, { acc: claims.accountId });
      return { token, expiresIn: chatTokenSeconds };
    },
  };
}

// Server configuration, all from the environment, with defaults that make `npm start` work alone.
import { resolve } from "node:path";
import type { RateLimits } from "./http/rate-limit.ts";
import { parseCorsOrigins } from "./http/cors.ts";

export interface ServerConfig {
  readonly host: string;
  /** 0 picks a free port (tests). */
  readonly port: number;
  readonly dataDir: string;
  /** postgres://… to use a PostgreSQL server; absent means PGlite under dataDir. */
  readonly databaseUrl: string | undefined;
  /** An external OpenID Connect issuer; absent means the embedded provider under /oidc. */
  readonly externalIssuer: string | undefined;
  /** The public origin when behind a proxy; absent means http://host:port. */
  readonly publicUrl: string | undefined;
  /** Where the built client lives. */
  readonly clientDir: string;
  readonly seedDemo: boolean;
  readonly logLevel: string;
  /** Sign-in and write limits; absent means the defaults (server/http/rate-limit.ts). */
  readonly rateLimits?: RateLimits;
  /** Origins allowed to call the API from a browser (CORS); absent or empty means none. */
  readonly corsOrigins?: readonly string[];
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST ?? "127.0.0.1",
    port: env.PORT === undefined ? 4300 : Number(env.PORT),
    dataDir: resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    externalIssuer: env.OIDC_ISSUER || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    clientDir: resolve(env.CLIENT_DIR ?? "./dist"),
    seedDemo: env.SEED_DEMO !== "false",
    logLevel: env.LOG_LEVEL ?? "info",
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
  };
}

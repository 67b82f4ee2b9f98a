// Server configuration, all from the environment, with defaults that make `npm start` work alone.
import { resolve } from "node:path";
import { defaultRateLimits, type RateLimits } from "./http/rate-limit.ts";
import { parseCorsOrigins } from "./http/cors.ts";
import type { S3Config } from "./data/s3-file-store.ts";

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
  /** An S3-compatible store for uploaded files; absent means files under dataDir/files. */
  readonly s3?: S3Config | undefined;
  /**
   * How long the embedded provider's access tokens last, in seconds; absent means 15 minutes. Not
   * read from the environment: tests set it to see a token run out within a run.
   */
  readonly accessTokenSeconds?: number;
}

const s3Settings = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/**
 * The S3 store's settings: none of them means the local store; some but not all is a mistake the
 * server refuses to start with, rather than writing files where the operator did not mean them.
 */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3Config | undefined {
  const given = s3Settings.filter((name) => env[name]);
  if (given.length === 0) return undefined;
  const missing = s3Settings.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`S3 store: ${missing.join(", ")} must be set as well`);
  const endpoint = new URL(env.S3_ENDPOINT!);
  if (endpoint.pathname !== "/" || endpoint.search !== "")
    throw new Error("S3_ENDPOINT is the server's origin (path-style requests add /<bucket>/<key>)");
  return {
    endpoint: endpoint.origin,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    region: env.S3_REGION || "us-east-1",
  };
}

/** A whole number of at least 1 from the environment, or the default when the variable is unset. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1`);
  return value;
}

/** Sign-in limits and their window from SIGN_IN_*; the rest of the limits keep their defaults. */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimits {
  return {
    ...defaultRateLimits,
    signInPerMinute: positiveInteger(env, "SIGN_IN_LIMIT", defaultRateLimits.signInPerMinute),
    signInPerAddress: positiveInteger(env, "SIGN_IN_ADDRESS_LIMIT", defaultRateLimits.signInPerAddress),
    signInWindowSeconds: positiveInteger(
      env,
      "SIGN_IN_WINDOW_SECONDS",
      defaultRateLimits.signInWindowSeconds,
    ),
  };
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
    rateLimits: rateLimitsFromEnv(env),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    s3: s3ConfigFromEnv(env),
  };
}

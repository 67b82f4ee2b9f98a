// Assembles the one Hearth server process: database and migrations, demo data, the identity
// provider under /oidc, the API under /api, and the built client for everything else.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import type Provider from "oidc-provider";
import { problemTypes } from "../domain/errors/error-body.ts";
import type { ServerConfig } from "./config.ts";
import { openDatabase, type Database } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import { keepStatisticsFresh } from "./db/planner-statistics.ts";
import { createAuthenticator, type Authenticator } from "./auth/authenticate.ts";
import {
  apiAudience,
  createEmbeddedProvider,
  grantClaim,
  providerScriptHashes,
} from "./auth/embedded-provider.ts";
import { registerInteractionRoutes } from "./auth/interaction-routes.ts";
import { loadServerSecrets, publicJwks } from "./auth/server-secrets.ts";
import { HttpProblem } from "./http/problem.ts";
import { refuseNulCharacters } from "./http/nul-guard.ts";
import { parseJsonBodies } from "./http/json-body.ts";
import { answerRefusalsAsProblems } from "./http/problem-shape.ts";
import { defaultRateLimits, registerRateLimits, writeMethods } from "./http/rate-limit.ts";
import { registerCors } from "./http/cors.ts";
import { collectRoutes, documented, registeredRoutes, type RegisteredRoute } from "./http/openapi.ts";
import { registerOpenApiRoutes } from "./routes/openapi-routes.ts";
import { contentSecurityPolicy, securityHeaders } from "./http/security-headers.ts";
import { serveClient } from "./http/static-client.ts";
import { createChangeHub } from "./data/change-hub.ts";
import { registerUserInfoRoutes } from "./routes/user-info-routes.ts";
import { registerBookingRequestRoutes } from "./routes/booking-request-routes.ts";
import { registerCommandRoutes } from "./routes/command-routes.ts";
import { commandHandlers } from "./routes/command-handlers.ts";
import { registerBookingRoutes } from "./routes/booking-routes.ts";
import { registerInquiryRoutes } from "./routes/inquiry-routes.ts";
import { registerUnavailabilityRoutes } from "./routes/unavailability-routes.ts";
import { registerUnitRoutes } from "./routes/unit-routes.ts";
import { registerPropertyRoutes } from "./routes/property-routes.ts";
import { registerSyncFeedRoutes } from "./routes/sync-feed-routes.ts";
import { registerPublicRoutes } from "./routes/public-routes.ts";
import { registerUiTranslationRoutes } from "./routes/ui-translation-routes.ts";
import { registerMessagingRoutes } from "./routes/messaging-routes.ts";
import { registerGuestRoutes } from "./routes/guest-routes.ts";
import { createChatTokens, type ChatTokens } from "./auth/chat-tokens.ts";
import { callerOf } from "./routes/route-context.ts";
import { registerReviewRoutes } from "./routes/review-routes.ts";
import { registerTaxReportRoutes } from "./routes/tax-report-routes.ts";
import { registerHelpRoutes } from "./routes/help-routes.ts";
import { registerGuestPreferenceRoutes } from "./routes/guest-preference-routes.ts";
import { registerUserInteractionRoutes } from "./routes/user-interaction-routes.ts";
import { registerSettingsRoutes } from "./routes/settings-routes.ts";
import { registerListingRoutes } from "./routes/listing-routes.ts";
import { registerSubscriptionRoutes } from "./routes/subscription-routes.ts";
import { registerAccountRoutes } from "./routes/account-routes.ts";
import { registerUploadRoutes } from "./routes/upload-routes.ts";
import { registerVerificationReviewRoutes } from "./routes/verification-review-routes.ts";
import { registerOnboardingRoutes } from "./routes/onboarding-routes.ts";
import { registerCheckoutRoutes } from "./routes/checkout-routes.ts";
import { FileStoreUnavailable, localFileStore, type FileStore } from "./data/file-store.ts";
import { s3FileStore } from "./data/s3-file-store.ts";
import { keepFileStoreClean } from "./data/orphan-sweep.ts";
import { keepIdempotencyKeysPruned } from "./data/idempotency-key-prune.ts";
import { countWriteInFlight } from "./http/idempotency.ts";
import { demoCredentials, seedDemoIfEmpty } from "./seed/demo-seed.ts";
import { repairUnitLinks } from "./data/unit-links.ts";
import { registerPublicListingRoutes } from "./routes/public-listing-routes.ts";

export interface RunningServer {
  readonly url: string;
  readonly issuer: string;
  readonly db: Database;
  /** Every route registered, as Fastify knows it (the OpenAPI test compares the document with it). */
  readonly routes: readonly RegisteredRoute[];
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const db = await openDatabase(config);
  await migrate(db);
  if (config.seedDemo) await seedDemoIfEmpty(db);
  const statistics = await keepStatisticsFresh(db);
  const secrets = await loadServerSecrets(db);
  const changes = await createChangeHub(db);

  // Listen first: the issuer and redirect URIs depend on the port actually bound.
  let dispatch: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const http = createServer((req, res) => dispatch(req, res));
  // Node's 5 s keep-alive races a client reusing the connection: when the event loop is busy (PGlite
  // works on it) the idle timer can fire in the same turn as the next request and reset it. A
  // minute, as load balancers use, keeps reused connections safe.
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(config.port, config.host, resolve);
  });
  const { port } = http.address() as AddressInfo;
  const origin = (config.publicUrl ?? `http://${config.host}:${port}`).replace(/\/$/, "");
  // Published units' links name this origin; those stored before it was known (the seed) or under
  // another one are made again before the first request.
  await repairUnitLinks(db, origin);

  let provider: Provider | undefined;
  let authenticator: Authenticator;
  let issuer: string;
  if (config.externalIssuer) {
    issuer = config.externalIssuer;
    const discovery = (await (
      await fetch(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`)
    ).json()) as {
      jwks_uri: string;
    };
    authenticator = createAuthenticator({
      db,
      issuer,
      audience: apiAudience,
      jwks: new URL(discovery.jwks_uri),
    });
  } else {
    issuer = `${origin}/oidc`;
    provider = createEmbeddedProvider({
      issuer,
      origin,
      db,
      secrets,
      corsOrigins: config.corsOrigins ?? [],
      ...(config.accessTokenSeconds === undefined ? {} : { accessTokenSeconds: config.accessTokenSeconds }),
    });
    authenticator = createAuthenticator({
      db,
      issuer,
      audience: apiAudience,
      jwks: publicJwks(secrets),
      liveGrantClaim: grantClaim,
    });
  }

  const chatTokens = createChatTokens(secrets.chatTokenKey);
  // Uploaded files live under DATA_DIR/files, or in an S3-compatible bucket when S3_* is set.
  const files: FileStore = config.s3 ? s3FileStore(config.s3) : localFileStore(join(config.dataDir, "files"));
  const app = buildApi({ config, db, authenticator, changes, provider, chatTokens, files, origin });
  await app.ready();
  // Files an upload wrote but never committed (a crash between the two) go at start, then hourly.
  const fileSweep = await keepFileStoreClean(db, files, app.log);
  // Idempotency keys past their retention go at start, then hourly.
  const keyPrune = await keepIdempotencyKeysPruned(db, app.log);

  const providerCallback = provider?.callback();
  const providerHeaders = {
    ...securityHeaders,
    "content-security-policy": contentSecurityPolicy(providerScriptHashes),
  };
  dispatch = (req, res) => {
    const url = req.url ?? "/";
    if (providerCallback && url.startsWith("/oidc/") && !url.startsWith("/oidc/interaction/")) {
      // oidc-provider routes on the path below its mount point and learns the mount from originalUrl.
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
      req.url = url.slice("/oidc".length);
      // The provider answers outside Fastify: the same headers as every other answer of ours.
      for (const [name, value] of Object.entries(providerHeaders)) res.setHeader(name, value);
      res.setHeader("x-request-id", randomUUID());
      void providerCallback(req, res);
      return;
    }
    void app.routing(req, res);
  };

  return {
    url: origin,
    issuer,
    db,
    routes: registeredRoutes(app),
    async close() {
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
      fileSweep.stop();
      keyPrune.stop();
      await app.close();
      await changes.close();
      statistics.stop();
      await db.close();
    },
  };
}

function buildApi(options: {
  config: ServerConfig;
  db: Database;
  authenticator: Authenticator;
  changes: Awaited<ReturnType<typeof createChangeHub>>;
  provider: Provider | undefined;
  chatTokens: ChatTokens;
  files: FileStore;
  /** The server's public origin, which a published unit's links name. */
  origin: string;
}): FastifyInstance {
  const { config, db, authenticator, changes, provider, chatTokens, files, origin } = options;
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
  });
  collectRoutes(app);

  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  parseJsonBodies(app);
  answerRefusalsAsProblems(app);

  // On the raw response, first thing: answers that bypass Fastify's reply (the live streams and the
  // sign-in steps write to it directly) carry them too, and so does every refusal and error.
  app.addHook("onRequest", (request, reply, done) => {
    reply.raw.setHeader("x-request-id", request.id);
    for (const [name, value] of Object.entries(securityHeaders)) reply.raw.setHeader(name, value);
    done();
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpProblem) {
      return reply.code(error.status).type("application/problem+json").send(error.body());
    }
    if (error instanceof FileStoreUnavailable) {
      // The file store is down or failing (docs/decisions.md): a 503, which clients retry later;
      // what failed goes to the log, not to the client.
      request.log.error({ err: error }, "file store unavailable");
      return reply
        .code(503)
        .type("application/problem+json")
        .send(
          new HttpProblem(
            503,
            problemTypes.serviceUnavailable,
            "Service unavailable",
            "Files cannot be stored or read at the moment. Please try again later.",
          ).body(),
        );
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, body too large, unsupported media type.
      const type = status === 413 ? problemTypes.payloadTooLarge : problemTypes.badRequest;
      return reply
        .code(status)
        .type("application/problem+json")
        .send(
          new HttpProblem(
            status,
            type,
            status === 413 ? "Payload too large" : "Bad request",
            (error as Error).message,
          ).body(),
        );
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .code(500)
      .type("application/problem+json")
      .send(
        new HttpProblem(
          500,
          problemTypes.internal,
          "Internal error",
          "Something went wrong on our side. Please try again.",
        ).body(),
      );
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.url.startsWith("/oidc/") || request.method !== "GET") {
      return reply
        .code(404)
        .type("application/problem+json")
        .send(
          new HttpProblem(
            404,
            problemTypes.notFound,
            "Not found",
            `There is nothing at ${request.method} ${request.url.split("?")[0]}.`,
          ).body(),
        );
    }
    return serveClient(config.clientDir, request.url, reply);
  });

  registerCors(app, config.corsOrigins ?? []);
  refuseNulCharacters(app);
  app.get("/api/health", documented({ summary: "Liveness and the database in use" }), async () => ({
    ok: true,
    database: db.kind,
  }));

  const context = { db, authenticator, changes };
  const rateLimits = config.rateLimits ?? defaultRateLimits;
  // Counted from the moment a write arrives, before the rate limit's sign-in check (idempotency.ts).
  app.addHook("onRequest", async (request, reply) => {
    if (writeMethods.has(request.method) && request.url.startsWith("/api/app/"))
      countWriteInFlight(reply.raw);
  });
  registerRateLimits(app, context, rateLimits);
  // Who calls is settled before anything else: a call without a valid host token (a guest's
  // token included) is a 401 whatever its body, never a 400 or a 404 that says more.
  app.addHook("onRequest", async (request) => {
    if (request.url.startsWith("/api/app/")) await callerOf(context, request);
  });
  if (provider) {
    registerInteractionRoutes(app, {
      provider,
      db,
      demoHint: config.seedDemo ? demoCredentials.hint : undefined,
    });
  }
  registerPublicRoutes(app, { issuer: provider ? provider.issuer : (config.externalIssuer ?? "") });
  registerUiTranslationRoutes(app);
  registerOpenApiRoutes(app);
  registerUserInfoRoutes(app, context);
  registerBookingRequestRoutes(app, context);
  registerCommandRoutes(app, context, commandHandlers(origin));
  registerBookingRoutes(app, context);
  registerInquiryRoutes(app, context);
  registerUnavailabilityRoutes(app, context);
  registerUnitRoutes(app, context);
  registerPropertyRoutes(app, context);
  registerSyncFeedRoutes(app, context);
  registerMessagingRoutes(app, { ...context, chatTokens });
  registerGuestRoutes(app, { ...context, chatTokens, rateLimits });
  registerReviewRoutes(app, context);
  registerTaxReportRoutes(app, context);
  registerHelpRoutes(app, context);
  registerGuestPreferenceRoutes(app, context);
  registerUserInteractionRoutes(app, context);
  registerSettingsRoutes(app, { publicUrl: config.publicUrl });
  registerPublicListingRoutes(app, { db });
  registerListingRoutes(app, context);
  registerSubscriptionRoutes(app, context);
  registerAccountRoutes(app, context);
  registerVerificationReviewRoutes(app, context);
  registerUploadRoutes(app, { ...context, files });
  registerOnboardingRoutes(app, context);
  registerCheckoutRoutes(app, context);
  return app;
}

// Unauthenticated routes the client needs before sign-in.
import type { FastifyInstance } from "fastify";
import { apiScope, webClientId } from "../auth/embedded-provider.ts";

export function registerPublicRoutes(app: FastifyInstance, options: { issuer: string }): void {
  // The client learns where to sign in from the server, so one build serves every deployment.
  app.get("/api/public/auth-config", async () => ({
    authority: options.issuer,
    clientId: webClientId,
    scope: `openid profile email offline_access ${apiScope}`,
  }));

  app.get("/api/public/app-settings", async () => ({ defaultCurrency: "EUR", measurementUnits: "metric" }));
}

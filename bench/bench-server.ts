// The real server as every bench starts it: loopback on a free port, PGlite in the bench's own
// folder, the built client, no demo data unless asked, quiet logs.
import { resolve } from "node:path";
import { startServer, type RunningServer } from "../server/app.ts";
import type { ServerConfig } from "../server/config.ts";

export function startBenchServer(
  dataDir: string,
  options: Partial<ServerConfig> = {},
): Promise<RunningServer> {
  return startServer({
    host: "127.0.0.1",
    port: 0,
    dataDir,
    databaseUrl: undefined,
    externalIssuer: undefined,
    publicUrl: undefined,
    clientDir: resolve("dist"),
    seedDemo: false,
    logLevel: "warn",
    ...options,
  });
}

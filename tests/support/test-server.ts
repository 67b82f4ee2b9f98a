// Starts the real Hearth server on an ephemeral port with a fresh PGlite in a temporary folder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startServer, type RunningServer } from "../../server/app.ts";

export async function startTestServer(
  options: { seedDemo?: boolean } = {},
): Promise<RunningServer & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "hearth-test-"));
  const server = await startServer({
    host: "127.0.0.1",
    port: 0,
    dataDir,
    databaseUrl: undefined,
    externalIssuer: undefined,
    publicUrl: undefined,
    clientDir: resolve("dist"),
    seedDemo: options.seedDemo ?? true,
    logLevel: "warn",
  });
  return {
    ...server,
    dataDir,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

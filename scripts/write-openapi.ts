// Writes the OpenAPI document the server serves to a file (default .tmp/openapi.json), so a linter
// can read it: a server on a loopback port with a throwaway database, asked once, then closed.
// `npm test` lints the file with Redocly's recommended rules.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { startServer } from "../server/app.ts";

const target = resolve(process.argv[2] ?? ".tmp/openapi.json");
const dataDir = mkdtempSync(join(tmpdir(), "hearth-openapi-"));
const server = await startServer({
  host: "127.0.0.1",
  port: 0,
  dataDir,
  databaseUrl: undefined,
  externalIssuer: undefined,
  publicUrl: undefined,
  clientDir: resolve("dist"),
  seedDemo: false,
  logLevel: "warn",
});
try {
  const response = await fetch(`${server.url}/api/openapi.json`);
  if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}`);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, JSON.stringify(await response.json(), null, 2) + "\n");
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

// `npm run seed` end to end: the CLI seeds a fresh data folder with the hosts, units and about the
// reservations asked for, prints the password, and a server started on that folder signs the
// seeded host in and serves their units.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { startServer, type RunningServer } from "../../server/app.ts";
import { apiClient, jsonOf } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";

const run = promisify(execFile);
let dataDir: string;
let output: string;
let server: RunningServer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "hearth-seed-"));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  ({ stdout: output } = await run(
    process.execPath,
    ["--import", "tsx", "server/seed/seed-cli.ts", "--hosts", "2", "--units", "30", "--reservations", "2000"],
    { env: { ...env, DATA_DIR: dataDir }, timeout: 60_000 },
  ));
  server = await startServer({
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
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run seed", () => {
  it("seeds each host with its units and about the reservations asked for", async () => {
    expect(output).toMatch(/seeded 60 units, \d+ reservations, .* in \d+\.\d s/);
    const { rows } = await server.db.query<{ host_id: string; units: number; reservations: number }>(
      `select u.host_id, count(distinct u.id)::int as units, count(r.id)::int as reservations
       from units u left join reservations r on r.unit_id = u.id group by u.host_id order by u.host_id`,
    );
    expect(rows.map((r) => [r.host_id, r.units])).toEqual([
      ["host-seed-1", 30],
      ["host-seed-2", 30],
    ]);
    for (const row of rows) {
      expect(row.reservations).toBeGreaterThan(2000 * 0.85);
      expect(row.reservations).toBeLessThan(2000 * 1.15);
    }
  });

  it("prints a password the seeded hosts sign in with", async () => {
    const password = /with password (\S+)/.exec(output)?.[1];
    expect(password).toBeDefined();
    const { accessToken } = await signIn(server.url, { email: "host2@hearth.test", password: password! });
    const info = await jsonOf<{ email?: string }>(apiClient(server.url)(accessToken, "/api/app/user/info"));
    expect(JSON.stringify(info)).toContain("host2@hearth.test");
  });
});

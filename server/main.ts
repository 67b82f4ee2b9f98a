// `npm start` runs this: one process, stopped cleanly by Ctrl-C.
import { configFromEnv } from "./config.ts";
import { startServer } from "./app.ts";
import { demoCredentials } from "./seed/demo-seed.ts";

const config = configFromEnv();
const server = await startServer(config);

console.log(`
Hearth is running at ${server.url}
  database: ${server.db.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)"}
  sign-in:  ${server.issuer}
${config.seedDemo && !config.externalIssuer ? demoCredentials.table : ""}
Press Ctrl-C to stop.`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping Hearth…");
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

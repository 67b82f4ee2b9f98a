// `npm start`: install what is missing, build the client, run the one server process.
import { spawn, execSync } from "node:child_process";
import { ensureDependencies, handOverToPinnedNode } from "./ensure-deps.mjs";

ensureDependencies();
await handOverToPinnedNode();
process.stdout.write("Building the client…\n");
execSync("npx vite build --logLevel warn", { stdio: "inherit" });

const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { stdio: "inherit" });
// Ctrl-C reaches the whole process group; the server closes its database itself.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

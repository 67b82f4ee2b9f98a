// Installs dependencies when node_modules is missing or older than the lock file, so that
// `npm start` and `npm test` work on a fresh clone with nothing run before them; then hands the
// script over to the Node release pinned in package.json.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { execSync, spawn } from "node:child_process";
import { delimiter, resolve } from "node:path";

export function ensureDependencies() {
  const lock = readFileSync("package-lock.json");
  const hash = createHash("sha256").update(lock).digest("hex");
  const stamp = "node_modules/.hearth-lock-hash";
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === hash) return;
  process.stdout.write("Installing dependencies (npm ci)…\n");
  const pinned = pinnedNode();
  if (major(process.version) !== major(pinned))
    process.stdout.write(
      `npm runs on this machine's Node ${process.version}; its "Unsupported engine" warnings are ` +
        `answered by the Node ${pinned} it installs, which Hearth then runs on.\n`,
    );
  execSync("npm ci --no-audit --no-fund", { stdio: "inherit" });
  writeFileSync(stamp, hash);
}

// Hearth runs on a supported Node LTS even where the machine has an older one: the npm registry's
// `node` package (a dependency) ships Node's own binary as node_modules/.bin/node. npm's scripts put
// that folder first on the PATH, so once it is installed every script and tool runs on it; only the
// first run of a fresh clone starts on the machine's Node, and re-runs itself here once `npm ci` has
// fetched the pinned one. Awaited at the top of a script: it resolves at once on the pinned Node,
// and otherwise never, this process only waiting to pass on the exit code of its re-run.
export function handOverToPinnedNode() {
  const pinned = pinnedNode();
  if (major(process.version) === major(pinned)) return Promise.resolve();
  const node = resolve("node_modules/.bin/node");
  if (process.env.HEARTH_PINNED_NODE || !existsSync(node)) {
    process.stderr.write(
      `Hearth needs Node ${major(pinned)} (running ${process.version}); run \`npm ci\` to install it.\n`,
    );
    process.exit(1);
  }
  const bin = resolve("node_modules/.bin");
  const child = spawn(node, [...process.execArgv, process.argv[1], ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, HEARTH_PINNED_NODE: pinned, PATH: `${bin}${delimiter}${process.env.PATH}` },
  });
  // Ctrl-C reaches the whole process group; a signal sent to this process alone is passed on.
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}

const pinnedNode = () => JSON.parse(readFileSync("package.json", "utf8")).dependencies.node;
const major = (version) => version.replace(/^v/, "").split(".")[0];

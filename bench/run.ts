// `npm run bench`: runs every benchmark, prints each figure beside its baseline and the ratio,
// writes bench/results.json and renders docs/benchmarks.md from it. Pass names to run a subset:
// `npm run bench -- requests-tab` (the other benchmarks keep their last figures in the file).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { Benchmark } from "./harness.ts";
import { benchmarks } from "./benchmarks.ts";
import { type BenchResults, type FigureResult, figureLine, figureResult, mergeResults } from "./results.ts";
import { writeBenchmarksTable } from "../scripts/render-benchmarks.ts";

const resultsFile = new URL("./results.json", import.meta.url);
const only = process.argv.slice(2);
const chosen: readonly Benchmark[] = only.length
  ? benchmarks.filter((b) => only.includes(b.name))
  : benchmarks;
const today = new Date().toISOString().slice(0, 10);

const fresh: FigureResult[] = [];
for (const bench of chosen) {
  console.log(`\n# ${bench.name}`);
  for (const figure of await bench.run()) {
    const result = figureResult(bench.name, figure, today);
    fresh.push(result);
    console.log(figureLine(result));
  }
}

// A missing file, or one in another shape, starts the table afresh.
const stored: unknown = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, "utf8")) : null;
const previous: BenchResults =
  stored !== null && typeof stored === "object" && Array.isArray((stored as BenchResults).figures)
    ? (stored as BenchResults)
    : { figures: [] };
const results = mergeResults(
  previous,
  chosen.map((b) => b.name),
  fresh,
  benchmarks.map((b) => b.name),
);
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
writeBenchmarksTable(results);
console.log("\nwritten bench/results.json and docs/benchmarks.md");

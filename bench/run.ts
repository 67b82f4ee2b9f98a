// `npm run bench`: runs every benchmark, prints each figure beside its baseline and the ratio,
// and writes bench/results.json. Pass names to run a subset: `npm run bench -- requests`.
import { writeFileSync } from "node:fs";
import type { Benchmark, Figure } from "./harness.ts";
import { benchmarks } from "./benchmarks.ts";

const only = process.argv.slice(2);
const chosen: readonly Benchmark[] = only.length
  ? benchmarks.filter((b) => only.includes(b.name))
  : benchmarks;

const results: Array<Figure & { benchmark: string; ratio: number; meetsTarget: boolean | null }> = [];
for (const bench of chosen) {
  console.log(`\n# ${bench.name}`);
  for (const figure of await bench.run()) {
    const ratio = figure.baseline === 0 ? Number.NaN : figure.value / figure.baseline;
    const meetsTarget = figure.target
      ? figure.target.direction === "below"
        ? figure.value < figure.target.limit
        : figure.value > figure.target.limit
      : null;
    results.push({ ...figure, benchmark: bench.name, ratio, meetsTarget });
    const target = figure.target
      ? `  target ${figure.target.direction} ${figure.target.limit} ${figure.unit}: ${meetsTarget ? "met" : "NOT met"}`
      : "";
    console.log(
      `${figure.name}: ${figure.value.toFixed(2)} ${figure.unit} | ${figure.baselineName}: ${figure.baseline.toFixed(2)} ${figure.unit} | ratio ${ratio.toFixed(3)}${target}`,
    );
  }
}
writeFileSync(
  new URL("./results.json", import.meta.url),
  JSON.stringify({ at: new Date().toISOString(), results }, null, 2),
);
console.log("\nwritten bench/results.json");

// Renders docs/benchmarks.md from bench/results.json: one table of the latest figures, each with its
// baseline, ratio, target, whether it is met and the day it was measured. `npm run bench` calls it
// after a run; `npm run bench:table` renders again without measuring. History is git's.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { BenchResults, FigureResult } from "../bench/results.ts";

const resultsFile = new URL("../bench/results.json", import.meta.url);
const tableFile = new URL("../docs/benchmarks.md", import.meta.url);

// A figure's value as it is read: fewer decimals as it grows, thousands separated.
function formatNumber(value: number): string {
  const digits = Math.abs(value) >= 100 ? 1 : Math.abs(value) >= 1 ? 2 : 3;
  return value.toLocaleString("en", { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

// A pipe inside a cell would split it.
const cell = (text: string) => text.replaceAll("|", "\\|");

function targetCell(f: FigureResult): string {
  if (f.target === null) return "—";
  return `${f.target.direction === "below" ? "<" : ">"} ${formatNumber(f.target.limit)} ${f.unit}`;
}

function metCell(f: FigureResult): string {
  if (f.met === null) return "—";
  return f.met ? "met" : "**not met**";
}

export function renderBenchmarks(results: BenchResults): string {
  const lines = [
    "# Benchmarks",
    "",
    "The latest figure of every benchmark, generated from `bench/results.json` by",
    "`scripts/render-benchmarks.ts`; do not edit by hand. `npm run bench` measures and renders again,",
    "`npm run bench:table` renders only. Each baseline is measured in the same run as its figure; the",
    "ratio is figure / baseline.",
    "",
  ];
  const benchmarks = [...new Set(results.figures.map((f) => f.benchmark))];
  for (const benchmark of benchmarks) {
    lines.push(
      `## ${benchmark}`,
      "",
      "| figure | value | baseline | ratio | target | met | measured |",
      "| --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const f of results.figures.filter((r) => r.benchmark === benchmark)) {
      const baseline =
        f.baseline === null
          ? "—"
          : `${cell(f.baselineName ?? "baseline")}: ${formatNumber(f.baseline)} ${f.unit}`;
      const ratio = f.ratio === null ? "—" : formatNumber(f.ratio);
      lines.push(
        `| ${cell(f.name)} | ${formatNumber(f.value)} ${f.unit} | ${baseline} | ${ratio} | ${targetCell(f)} | ${metCell(f)} | ${f.date} |`,
      );
    }
    lines.push("");
  }
  if (benchmarks.length === 0) lines.push("No figures yet: run `npm run bench`.", "");
  return lines.join("\n");
}

export function writeBenchmarksTable(results: BenchResults): void {
  writeFileSync(tableFile, renderBenchmarks(results));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeBenchmarksTable(JSON.parse(readFileSync(resultsFile, "utf8")) as BenchResults);
}

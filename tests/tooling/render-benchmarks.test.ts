import { describe, expect, it } from "vitest";
import { figureResult, mergeResults, type BenchResults } from "../../bench/results.ts";
import { renderBenchmarks } from "../../scripts/render-benchmarks.ts";

const searchKeystroke = figureResult(
  "browser-reservations",
  {
    name: "search keystroke to painted count, p95 of 40",
    unit: "ms",
    value: 14.9,
    baselineName: "same searches by the server over HTTP, p95",
    baseline: 45.9,
    target: { limit: 16, direction: "below" },
  },
  "2026-11-29",
);
const commandP99 = figureResult(
  "command-latency",
  {
    name: "command p99 at 50 concurrent clients",
    unit: "ms",
    value: 205.6,
    baselineName: "p99 of one client's commands | one after another",
    baseline: 14.7,
    target: { limit: 50, direction: "below" },
  },
  "2026-11-24",
);
const occupancy = figureResult(
  "statistics",
  { name: "a year's occupancy", unit: "ms", value: 11, baselineName: "the oracle", baseline: 418 },
  "2026-11-28",
);

function rowOf(table: string, figure: string): string[] {
  const line = table.split("\n").find((l) => l.startsWith(`| ${figure} |`));
  expect(line, figure).toBeDefined();
  // Split on pipes not escaped inside a cell.
  return line!
    .slice(2, -2)
    .split(/ (?<!\\)\| /)
    .map((c) => c.trim());
}

describe("renderBenchmarks", () => {
  const table = renderBenchmarks({ figures: [searchKeystroke, commandP99, occupancy] });

  it("has a row per figure with its value, baseline, ratio, target, whether met and date", () => {
    expect(rowOf(table, "search keystroke to painted count, p95 of 40")).toEqual([
      "search keystroke to painted count, p95 of 40",
      "14.9 ms",
      "same searches by the server over HTTP, p95: 45.9 ms",
      "0.325",
      "< 16 ms",
      "met",
      "2026-11-29",
    ]);
    expect(rowOf(table, "command p99 at 50 concurrent clients")).toEqual([
      "command p99 at 50 concurrent clients",
      "205.6 ms",
      "p99 of one client's commands \\| one after another: 14.7 ms",
      "13.99",
      "< 50 ms",
      "**not met**",
      "2026-11-24",
    ]);
  });

  it("marks a figure without a target as neither met nor missed", () => {
    const row = rowOf(table, "a year's occupancy");
    expect(row[3]).toBe("0.026");
    expect(row.slice(4)).toEqual(["—", "—", "2026-11-28"]);
  });

  it("groups figures under their benchmark, in the order given", () => {
    const headings = table.split("\n").filter((l) => l.startsWith("## "));
    expect(headings).toEqual(["## browser-reservations", "## command-latency", "## statistics"]);
  });

  it("an above target is met only above its limit", () => {
    const rate = (value: number) =>
      figureResult(
        "b",
        {
          name: "rate",
          unit: "docs/s",
          value,
          baselineName: "raw",
          baseline: 10,
          target: { limit: 8, direction: "above" },
        },
        "2026-01-01",
      );
    expect(rowOf(renderBenchmarks({ figures: [rate(9)] }), "rate")[5]).toBe("met");
    expect(rowOf(renderBenchmarks({ figures: [rate(8)] }), "rate")[5]).toBe("**not met**");
  });
});

describe("mergeResults", () => {
  it("replaces the figures of the benchmarks that ran and keeps the others with their dates", () => {
    const previous: BenchResults = { figures: [searchKeystroke, commandP99, occupancy] };
    const fresh = { ...commandP99, value: 40, met: true, date: "2026-12-01" };
    const merged = mergeResults(
      previous,
      ["command-latency"],
      [fresh],
      ["statistics", "browser-reservations", "command-latency"],
    );
    expect(merged.figures).toEqual([occupancy, searchKeystroke, fresh]);
  });
});

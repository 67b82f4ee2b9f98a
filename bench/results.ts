// The shape of bench/results.json and the one function that turns a measured figure into a row of
// it. `npm run bench` reports every figure through `reportFigure`, so the printed line and the stored
// row come from the same values; scripts/render-benchmarks.ts renders docs/benchmarks.md from the file.
import type { Figure } from "./harness.ts";

export interface FigureResult {
  readonly benchmark: string;
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** What the figure is compared with, measured in the same run; null when no baseline was kept. */
  readonly baselineName: string | null;
  readonly baseline: number | null;
  /** value / baseline; null without a baseline (or a baseline of 0). */
  readonly ratio: number | null;
  readonly target: { readonly limit: number; readonly direction: "below" | "above" } | null;
  /** Whether the value meets the target; null when the figure has no target. */
  readonly met: boolean | null;
  /** The day the figure was measured (YYYY-MM-DD, UTC). */
  readonly date: string;
}

export interface BenchResults {
  readonly figures: readonly FigureResult[];
}

export function meetsTarget(value: number, target: FigureResult["target"]): boolean | null {
  if (target === null) return null;
  return target.direction === "below" ? value < target.limit : value > target.limit;
}

/** The row a figure becomes, measured on `date`. */
export function figureResult(benchmark: string, figure: Figure, date: string): FigureResult {
  const target = figure.target ?? null;
  return {
    benchmark,
    name: figure.name,
    value: figure.value,
    unit: figure.unit,
    baselineName: figure.baselineName,
    baseline: figure.baseline,
    ratio: figure.baseline === 0 ? null : figure.value / figure.baseline,
    target,
    met: meetsTarget(figure.value, target),
    date,
  };
}

/** The line `npm run bench` prints for a figure. */
export function figureLine(result: FigureResult): string {
  const baseline =
    result.baseline === null ? "" : ` | ${result.baselineName}: ${result.baseline.toFixed(2)} ${result.unit}`;
  const ratio = result.ratio === null ? "" : ` | ratio ${result.ratio.toFixed(3)}`;
  const target = result.target
    ? `  target ${result.target.direction} ${result.target.limit} ${result.unit}: ${result.met ? "met" : "NOT met"}`
    : "";
  return `${result.name}: ${result.value.toFixed(2)} ${result.unit}${baseline}${ratio}${target}`;
}

/**
 * The stored results after a run of some benchmarks: the figures of the benchmarks that ran
 * replace theirs, the others keep their last figures (and dates), so running one benchmark by name
 * does not empty the table. Order: the benchmarks' order in `order`, then any others.
 */
export function mergeResults(
  previous: BenchResults,
  ran: readonly string[],
  fresh: readonly FigureResult[],
  order: readonly string[],
): BenchResults {
  const kept = previous.figures.filter((f) => !ran.includes(f.benchmark));
  const all = [...kept, ...fresh];
  const rank = (benchmark: string) => {
    const i = order.indexOf(benchmark);
    return i === -1 ? order.length : i;
  };
  // Stable sort on a copy: figures of one benchmark keep the order they were reported in.
  return { figures: [...all].sort((a, b) => rank(a.benchmark) - rank(b.benchmark)) };
}

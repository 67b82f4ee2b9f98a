// Every benchmark reports figures in one shape: the measured value, the baseline measured in the
// same run, and their ratio. Baselines are never constants from another day or machine.
export interface Figure {
  readonly name: string;
  readonly unit: string;
  readonly value: number;
  readonly baselineName: string;
  readonly baseline: number;
  /** A target the product sets for the figure, in the figure's unit, when there is one. */
  readonly target?: { readonly limit: number; readonly direction: "below" | "above" };
}

export interface Benchmark {
  readonly name: string;
  run(): Promise<readonly Figure[]>;
}

export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Times `fn` `runs` times after `warmup` untimed runs; milliseconds per run. */
export async function timeRuns(fn: () => unknown, runs: number, warmup = 3): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

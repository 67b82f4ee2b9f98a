// The list of benchmarks `npm run bench` runs, in order.
import type { Benchmark } from "./harness.ts";

export const benchmarks: readonly Benchmark[] = [];

// What a page's JavaScript heap is made of, by where it was allocated: V8's sampling heap profiler
// (CDP HeapProfiler), summarised as the bytes still alive (or, with `collected`, allocated at all)
// per function and per source line. For finding what holds a large heap or what a keystroke
// allocates, not for a figure: the benches time their figures with it off.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CDPSession } from "playwright-core";
import { frameSources } from "./profile-sources.ts";

interface SamplingNode {
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
    readonly columnNumber: number;
  };
  readonly selfSize: number;
  readonly children: readonly SamplingNode[];
}

/** Starts sampling; the returned function stops it, writes the raw profile to `file` and returns a summary. */
export async function startHeapSampling(
  cdp: CDPSession,
  collected: boolean,
): Promise<(label: string, file: string) => Promise<string>> {
  await cdp.send("HeapProfiler.enable");
  await cdp.send("HeapProfiler.startSampling", {
    samplingInterval: 16 * 1024,
    includeObjectsCollectedByMajorGC: collected,
    includeObjectsCollectedByMinorGC: collected,
  });
  return async (label, file) => {
    const { profile } = (await cdp.send("HeapProfiler.stopSampling")) as { profile: { head: SamplingNode } };
    writeFileSync(file, JSON.stringify(profile));
    return `${label}\n${summarise(profile.head)}`;
  };
}

// An unminified build (`npx vite build --minify false`) starts each module's lines with
// `// <path>`: a sampled line is then named by the module it came from.
const regions = new Map<string, Array<{ line: number; module: string }>>();
function moduleAt(file: string, line: number): string | undefined {
  if (!file.endsWith(".js")) return undefined;
  let marks = regions.get(file);
  if (!marks) {
    marks = [];
    const path = join("dist/assets", file);
    if (existsSync(path))
      readFileSync(path, "utf8")
        .split("\n")
        .forEach((text, at) => {
          const region = /^\/\/ ((?:node_modules|src|sync|domain|locales)\/\S+)$/.exec(text);
          if (region) marks!.push({ line: at, module: region[1]! });
        });
    regions.set(file, marks);
  }
  let found: string | undefined;
  for (const mark of marks) {
    if (mark.line > line) break;
    found = mark.module;
  }
  return found;
}

function summarise(head: SamplingNode): string {
  const sourceOf = frameSources();
  const self = new Map<string, number>();
  // Bytes per allocating site, and per the nearest frame of our own code on its stack: a Map's
  // growth is allocated inside V8, and the line of ours that grew it is what can change.
  const ours = new Map<string, number>();
  let total = 0;
  const walk = (node: SamplingNode, stack: readonly string[]) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split("/").pop() ?? "";
    const module = moduleAt(file, lineNumber);
    // The source map's name and line where the build has one (profile-sources.ts), else the module.
    const mapped = sourceOf(node.callFrame);
    const source = mapped.source ?? module;
    const site =
      mapped.source !== undefined || module === undefined
        ? mapped.label
        : `${functionName || "(anonymous)"} ${module}`;
    const ownCode = source !== undefined && !source.includes("node_modules");
    const next = ownCode ? [...stack, site] : stack;
    if (node.selfSize > 0) {
      total += node.selfSize;
      self.set(site, (self.get(site) ?? 0) + node.selfSize);
      const owner = next.at(-1) ?? "(no frame of ours)";
      ours.set(owner, (ours.get(owner) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, next);
  };
  walk(head, []);
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([site, bytes]) => `    ${(bytes / 2 ** 20).toFixed(1).padStart(7)} MB  ${site}`)
      .join("\n");
  return `  ${(total / 2 ** 20).toFixed(0)} MB sampled\n  by allocating site:\n${top(self)}\n  by the nearest frame of ours:\n${top(ours)}`;
}

// Where a sampled JavaScript profile's time went, by the app's own functions: the build is minified
// (a frame reads "un first-screen-E7ixTHkG.js:9:9294"), so each frame is looked up in the build's
// source map (dist/assets/*.js.map, written by `vite build`) for its original name, file and line.
// Self time says which function holds the samples; inclusive time says whose work it is (React's
// commit is React's self time, but the rows' own).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SourceMapConsumer } from "source-map-js";

export interface ProfileNode {
  readonly id: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
    readonly columnNumber: number;
  };
  readonly children?: readonly number[];
}

export interface SampledProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** A frame's label ("name path:line" where the build maps it) and, when mapped, its source path. */
export interface FrameSource {
  readonly label: string;
  /** From the repository's root, a dependency's from its node_modules; undefined when not mapped. */
  readonly source: string | undefined;
}

/** Finds a frame's source in the build's source maps (each map read once). */
export function frameSources(distDir = "dist"): (frame: ProfileNode["callFrame"]) => FrameSource {
  const maps = new Map<string, SourceMapConsumer | undefined>();
  const mapOf = (url: string) => {
    const asset = /\/assets\/[^/?#]+\.js/.exec(url)?.[0];
    if (asset === undefined) return undefined;
    if (!maps.has(asset)) {
      const file = join(distDir, `${asset}.map`);
      maps.set(asset, existsSync(file) ? new SourceMapConsumer(readFileSync(file, "utf8")) : undefined);
    }
    return maps.get(asset);
  };
  return (frame) => {
    const name = frame.functionName || "(anonymous)";
    const file = frame.url.split("/").at(-1) ?? "";
    const unmapped = {
      label: file === "" ? name : `${name} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`,
      source: undefined,
    };
    // A frame with no position (line -1: a script's whole evaluation, say) has nothing to look up.
    if (frame.lineNumber < 0) return unmapped;
    const at = mapOf(frame.url)?.originalPositionFor({
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    if (!at || at.source === null) return unmapped;
    const source = at.source.replace(/^(\.\.\/)+/, "").replace(/^.*node_modules\//, "node_modules/");
    return { label: `${at.name ?? name} ${source}:${at.line}`, source };
  };
}

/** Names a frame by its source: "name path:line" for mapped code, the frame as given otherwise. */
export function frameNamer(distDir = "dist"): (frame: ProfileNode["callFrame"]) => string {
  const sourceOf = frameSources(distDir);
  return (frame) => sourceOf(frame).label;
}

/** Milliseconds of samples per named function: its own (self) and with its callees (inclusive). */
export function profileTimes(
  profile: SampledProfile,
  name: (frame: ProfileNode["callFrame"]) => string,
): { self: Map<string, number>; inclusive: Map<string, number> } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const names = new Map<number, string>();
  const nameOf = (id: number) => {
    let known = names.get(id);
    if (known === undefined) names.set(id, (known = name(byId.get(id)!.callFrame)));
    return known;
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    self.set(nameOf(id), (self.get(nameOf(id)) ?? 0) + ms);
    // A recursive function counts once per sample.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const key = nameOf(at);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  });
  return { self, inclusive };
}

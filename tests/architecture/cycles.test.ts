import { expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { importsOf, listSources, resolveLocal, root } from "./import-graph.ts";

function resolveFile(target: string): string | undefined {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`]) {
    if (existsSync(join(root, candidate)) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return undefined;
}

it("the module graph of domain, sync, src and server has no cycles", () => {
  const graph = new Map<string, string[]>();
  for (const layer of ["domain", "sync", "src", "server"]) {
    for (const file of listSources(layer)) {
      const edges: string[] = [];
      for (const spec of importsOf(file)) {
        const target = resolveLocal(file, spec);
        const resolved = target === undefined ? undefined : resolveFile(target);
        if (resolved) edges.push(resolved);
      }
      graph.set(relative(root, file), edges);
    }
  }
  const state = new Map<string, "visiting" | "done">();
  const cycles: string[] = [];
  const visit = (node: string, path: string[]) => {
    if (state.get(node) === "done") return;
    if (state.get(node) === "visiting") {
      cycles.push([...path.slice(path.indexOf(node)), node].join(" -> "));
      return;
    }
    state.set(node, "visiting");
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    state.set(node, "done");
  };
  for (const node of graph.keys()) visit(node, []);
  expect(cycles).toEqual([]);
});

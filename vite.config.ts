import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import type { ModuleInfo } from "rolldown";
import { serviceWorkerPlugin } from "./scripts/service-worker-plugin.ts";
import { localePartsPlugin } from "./scripts/locale-parts-plugin.ts";

/**
 * Everything the entry imports statically, libraries included, is one chunk: the first screen
 * loads all of it anyway, and split over thirty small chunks shared with lazy screens it gzips
 * worse and costs a request each. What loads by dynamic import (screens, the overlay, the pull loop,
 * the calendar's and inbox's projections, oidc-client-ts) keeps Rolldown's own chunking
 * (docs/decisions.md).
 */
function firstScreenChunk() {
  let graph: { entry: ModuleInfo; modules: Set<string> } | undefined;
  return (id: string, ctx: { getModuleInfo(id: string): ModuleInfo | null }): string | null => {
    if (!graph || ctx.getModuleInfo(graph.entry.id) !== graph.entry) {
      const entry = [id, ...(ctx.getModuleInfo(id)?.importers ?? [])]
        .map((each) => ctx.getModuleInfo(each))
        .find((info) => info?.isEntry);
      const main = entry ?? findEntry(id, ctx);
      if (!main) return null;
      const modules = new Set<string>();
      const walk = (moduleId: string) => {
        if (modules.has(moduleId)) return;
        modules.add(moduleId);
        for (const next of ctx.getModuleInfo(moduleId)?.importedIds ?? []) walk(next);
      };
      walk(main.id);
      graph = { entry: main, modules };
    }
    return graph.modules.has(id) && !onlyReexported.some((part) => id.includes(part)) ? "first-screen" : null;
  };
}

/**
 * Modules the walk above reaches only through a package's index re-exporting everything, while
 * only lazy chunks use them: put in the first-screen group, they would stay there (the lazy chunk
 * imports them from it) although tree-shaking leaves nothing of them used by the first screen.
 * RxDB's replication protocol is reached through `rxdb`'s index; Hearth's pulls run in a loop of its
 * own (sync/pull-loop.ts), so none of it may ride along with the first screen.
 */
const onlyReexported = ["/rxdb/dist/esm/replication-protocol/"];

/** The entry, found by walking importers up from any module. */
function findEntry(
  id: string,
  ctx: { getModuleInfo(id: string): ModuleInfo | null },
): ModuleInfo | undefined {
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length > 0) {
    const info = ctx.getModuleInfo(queue.shift()!);
    if (!info || seen.has(info.id)) continue;
    seen.add(info.id);
    if (info.isEntry) return info;
    queue.push(...info.importers, ...info.dynamicImporters);
  }
  return undefined;
}

/**
 * React Router 7 exports only its development build, whose warnings (`ENABLE_DEV_WARNINGS`) and
 * their texts would ship to hosts and log in their consoles; its production build is the same code
 * with them off (remix-run/react-router#14102). A production build takes that one.
 */
const reactRouterProduction = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

// The client is built into dist/ and served by the Hearth server (one process, one origin).
export default defineConfig(({ mode }) => ({
  plugins: [react(), serviceWorkerPlugin(), localePartsPlugin()],
  root: "src",
  publicDir: false,
  resolve: {
    alias: mode === "production" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    // Every browser Hearth supports preloads modules itself; the polyfill would be first-screen code.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: firstScreenChunk(), debugName: "first-screen" }] } },
    },
    // The first-screen chunk is one chunk on purpose (above), about 780 kB minified; what holds its
    // size is the gzipped budget of the first screen (tests/e2e/production-bundle.e2e.test.ts).
    // Vite's generic 500 kB hint would only ask to split it again; past 1 MB something has grown
    // that the budget could not hold either.
    chunkSizeWarningLimit: 1000,
  },
  server: { proxy: { "/api": "http://127.0.0.1:4300", "/oidc": "http://127.0.0.1:4300" } },
}));

// Where a page's time goes while a bench drives it: a Chromium performance trace (CDP Tracing, the
// timeline categories DevTools records) and a sampled JavaScript profile, summarised as the main
// thread's self time per event name and the hottest functions. For finding a cost, not for a
// figure: tracing slows the page, so benches time their figures with it off.
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import type { CDPSession, Page } from "playwright-core";
import { frameNamer, profileTimes, type SampledProfile } from "./profile-sources.ts";

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  /** The thread's own CPU time in the event, without the time it waited for a core. */
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string };
}

const categories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "blink.user_timing",
  "v8.execute",
  "v8",
  // Every thread's tasks (the compositor's, raster workers', the display compositor's), for the
  // CPU time per thread below.
  "toplevel",
  // HEARTH_TRACE_STACKS=1: the JavaScript stack of each forced layout and style recalculation (its
  // event's beginData.stackTrace), to find which code reads layout inside an input's handler.
  ...(process.env["HEARTH_TRACE_STACKS"] === "1" ? ["disabled-by-default-devtools.timeline.stack"] : []),
].join(",");

/** Starts tracing and profiling `page`; the returned function stops both and summarises them. */
export async function startTrace(page: Page) {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send("Profiler.enable");
  await session.send("Profiler.setSamplingInterval", { interval: 200 });
  await session.send("Profiler.start");
  const events: TraceEvent[] = [];
  session.on("Tracing.dataCollected", (data) => {
    events.push(...(data.value as unknown as TraceEvent[]));
  });
  // The composited layers of the page's last frame: each costs the commit, layerizing and raster.
  let layers = 0;
  // And what each is: overlap and sparse paint order make layers of their own that nothing asked for.
  let lastLayers: readonly LayerInfo[] = [];
  session.on("LayerTree.layerTreeDidChange", (data) => {
    layers = data.layers?.length ?? layers;
    if (data.layers) lastLayers = data.layers;
  });
  await session.send("LayerTree.enable");
  await session.send("Tracing.start", { categories, transferMode: "ReportEvents" });
  return async (label: string, file?: string) => {
    const done = new Promise<void>((resolve) => session.once("Tracing.tracingComplete", () => resolve()));
    await session.send("Tracing.end");
    await done;
    const { profile } = (await session.send("Profiler.stop")) as unknown as { profile: SampledProfile };
    const layerLines = await describeLayers(session, lastLayers);
    await session.send("LayerTree.disable");
    await session.detach();
    if (file) {
      writeTrace(file, events);
      writeFileSync(file.replace(/\.trace\.json$/, "") + ".cpuprofile", JSON.stringify(profile));
    }
    return `${label}; ${layers} composited layers\n${layerLines}\n${summariseThreads(events)}\n${summariseTrace(events)}\n${summariseProfile(profile)}`;
  };
}

/**
 * Writes the trace as DevTools reads it, a few thousand events at a time: a long trace (a whole
 * first load with every thread's tasks) is larger than the longest string V8 can make.
 */
function writeTrace(file: string, events: readonly TraceEvent[]) {
  mkdirSync(dirname(file), { recursive: true });
  const fd = openSync(file, "w");
  try {
    writeSync(fd, '{"traceEvents":[');
    for (let i = 0; i < events.length; i += 5000)
      writeSync(
        fd,
        (i > 0 ? "," : "") +
          events
            .slice(i, i + 5000)
            .map((e) => JSON.stringify(e))
            .join(","),
      );
    writeSync(fd, "]}");
  } finally {
    closeSync(fd);
  }
}

interface LayerInfo {
  readonly backendNodeId?: number;
  readonly width: number;
  readonly height: number;
  readonly drawsContent: boolean;
  readonly paintCount?: number;
  readonly stickyPositionConstraint?: unknown;
}

/** One line per layer that draws: its size, how often it was painted, and the element it is. */
async function describeLayers(session: CDPSession, layers: readonly LayerInfo[]): Promise<string> {
  const lines: string[] = [];
  for (const layer of layers) {
    if (!layer.drawsContent) continue;
    let element = "(no element)";
    if (layer.backendNodeId !== undefined) {
      const { node } = await session
        .send("DOM.describeNode", { backendNodeId: layer.backendNodeId })
        .catch(() => ({ node: undefined }));
      if (node) {
        const attributes = node.attributes ?? [];
        const classAt = attributes.indexOf("class");
        element = node.nodeName.toLowerCase() + (classAt >= 0 ? `.${attributes[classAt + 1]}` : "");
      }
    }
    const sticky = layer.stickyPositionConstraint ? ", sticky" : "";
    lines.push(
      `  layer ${layer.width}×${layer.height}, painted ${layer.paintCount ?? 0}×${sticky}: ${element}`,
    );
  }
  return lines.join("\n");
}

/**
 * CPU time per thread name over the trace (outermost events only, so nested ones count once), the
 * threads of every process summed under one name: where a frame's time goes beside the page's own
 * thread (raster workers, the compositor, the display compositor).
 */
function summariseThreads(events: readonly TraceEvent[]): string {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.name === "thread_name" && e.args?.name) names.set(`${e.pid}:${e.tid}`, e.args.name);
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== "X" || e.dur === undefined || e.tdur === undefined) continue;
    const key = `${e.pid}:${e.tid}`;
    const list = byThread.get(key) ?? [];
    list.push(e);
    byThread.set(key, list);
  }
  const cpu = new Map<string, number>();
  for (const [key, list] of byThread) {
    list.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    let end = -Infinity;
    let sum = 0;
    for (const e of list) {
      if (e.ts < end) continue;
      end = e.ts + e.dur!;
      sum += e.tdur!;
    }
    // Raster workers and the like are numbered; one line per kind.
    const name = (names.get(key) ?? "unnamed").replace(/\d+$/, "");
    cpu.set(name, (cpu.get(name) ?? 0) + sum);
  }
  return [
    "CPU time per thread:",
    ...[...cpu]
      .sort((a, b) => b[1] - a[1])
      .filter(([, us]) => us >= 1000)
      .map(([name, us]) => `  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`),
  ].join("\n");
}

/** Self time per event name on the renderer's main thread, and the longest tasks. */
function summariseTrace(events: readonly TraceEvent[]): string {
  // The busiest renderer's main thread: a trace that spans a sign-in has the sign-in pages' renderers too.
  const tasksByThread = new Map<string, number>();
  for (const e of events)
    if (e.name === "RunTask")
      tasksByThread.set(`${e.pid}:${e.tid}`, (tasksByThread.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const tasksOn = (thread: TraceEvent) => tasksByThread.get(`${thread.pid}:${thread.tid}`) ?? 0;
  const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const main = mains.reduce<TraceEvent | undefined>(
    (best, thread) => (best && tasksOn(best) >= tasksOn(thread) ? best : thread),
    undefined,
  );
  const onMain = events
    .filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: Array<{ name: string; end: number; child: number; dur: number }> = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const top = stack.pop()!;
      self.set(top.name, (self.get(top.name) ?? 0) + top.dur - top.child);
    }
  };
  for (const event of onMain) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.child += event.dur!;
    stack.push({ name: event.name, end: event.ts + event.dur!, child: 0, dur: event.dur! });
  }
  close(Infinity);
  const runTasks = onMain.filter((e) => e.name === "RunTask");
  const tasks = runTasks.map((e) => e.dur! / 1000);
  const busy = tasks.reduce((sum, ms) => sum + ms, 0);
  // CPU time: on a loaded machine the wall time of a task includes waiting for a core.
  const cpu = runTasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
  const lines = [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 18)
    .map(([name, us]) => `  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
  const long = tasks.filter((ms) => ms > 16.7).length;
  return [
    `main thread: ${tasks.length} tasks, ${busy.toFixed(0)} ms busy (${cpu.toFixed(0)} ms CPU), ${long} over 16.7 ms, longest ${tasks.reduce((most, ms) => Math.max(most, ms), 0).toFixed(1)} ms; self time by event:`,
    ...lines,
  ].join("\n");
}

/**
 * The functions that held the most samples: their own time (self) and with what they called
 * (inclusive), named by the build's source maps (profile-sources.ts). Idle and the profiler's own
 * entries are left out of the lists.
 */
function summariseProfile(profile: SampledProfile): string {
  const { self, inclusive } = profileTimes(profile, frameNamer());
  const skipped = /^\((idle|program|root)\)/;
  const top = (times: Map<string, number>, count: number) =>
    [...times]
      .filter(([key]) => !skipped.test(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${key}`);
  const program = self.get("(program)") ?? 0;
  return [
    `JavaScript self time (sampled; native work outside JavaScript, "(program)", ${program.toFixed(1)} ms):`,
    ...top(self, 25),
    "JavaScript inclusive time (sampled):",
    ...top(inclusive, 25),
  ].join("\n");
}

// The unit pages' first open costs their chunks and the portfolio's strings (unit-pages.tsx loads
// them lazily, off the first screen). The properties list, from which units are opened, fetches them
// ahead: once it is idle after painting, and at once when the host points at or focuses a row. The
// pages are preloadable screens (src/app/lazy-with-preload.ts), so the first open then renders them
// in one pass, without a fallback in between.
import { UnitArea } from "./unit-area.ts";

let started = false;

export function preloadUnitPages(): void {
  if (started) return;
  started = true;
  Promise.all([UnitArea.preload(), import("./unit-pages.tsx").then((m) => m.preloadUnitScreens())]).catch(
    () => {
      // Offline or a failed fetch: the next point or focus tries again, as the page itself would.
      started = false;
    },
  );
}

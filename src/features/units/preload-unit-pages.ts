// The unit pages' first open costs their chunks and the portfolio's strings (unit-pages.tsx loads
// them lazily, off the first screen). The properties list, from which units are opened, fetches them
// ahead: once it is idle after painting, and at once when the host points at or focuses a row. The
// browser keeps a module once loaded, so the pages' own lazy imports then resolve without a request.
import { withLaterStrings } from "../../i18n/later-strings.ts";

let started = false;

export function preloadUnitPages(): void {
  if (started) return;
  started = true;
  withLaterStrings(() =>
    Promise.all([import("./unit-layout.tsx"), import("./unit-overview-page.tsx")]),
  )().catch(() => {
    // Offline or a failed fetch: the next point or focus tries again, as the page itself would.
    started = false;
  });
}

// The unit pages' area as the app's router knows it: one preloadable entry (app.tsx), so their route
// list and pages load with the first unit opened, not with the first screen. The properties list
// fetches it ahead with the pages themselves (preload-unit-pages.ts), and a preloaded area renders in
// the same pass (src/app/lazy-with-preload.ts).
import { lazyWithPreload } from "../../app/lazy-with-preload.ts";

export const UnitArea = lazyWithPreload(() =>
  import("./unit-pages.tsx").then((m) => ({ default: m.UnitArea })),
);

// Chromium for the browser benches, with the frame-rate limit lifted. Headless Chromium otherwise
// begins frames on a 60 Hz clock, so a figure timed to the frame after a change would carry up to
// 16.7 ms of waiting for that clock, set by where in its period the input happened to land rather
// than by the app; unthrottled, a frame begins as soon as there is something to draw, and the time
// from an input to its painted frame is the app's work plus the browser's style, layout and paint.
// Scroll frames are timed the same way: a rAF delta is what the frame cost, not the refresh rate.
import type { Browser } from "playwright-core";
import { launchChromium } from "../tests/support/browser.ts";

export const launchUnthrottled = (): Promise<Browser> =>
  launchChromium(["--disable-frame-rate-limit", "--disable-gpu-vsync"]);

// The upload checks against files real encoders write (uploads): Chromium's WebP (lossy
// and lossless, with and without alpha), JPEG and PNG encoders, at a unit photo's, a document's and
// a face's sizes. The container checks (domain/uploads/image-container.ts) were written from the
// formats' specs; this keeps them from refusing what a browser or phone actually produces, and
// checks the size each file is read as and that its metadata strips.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { checkUpload } from "../../domain/uploads/upload-check.ts";
import { uploadRules } from "../../server/data/upload-rules.ts";
import { launchChromium } from "../support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

describe("files real encoders write", () => {
  it("pass every check of the kinds they are meant for, read at their real size", async () => {
    const page = await browser.newPage();
    const encoded = await page.evaluate(() => {
      const out: { type: string; quality: number; width: number; height: number; url: string }[] = [];
      for (const [width, height, alpha] of [
        [1024, 683, false],
        [1200, 900, true],
        [640, 420, false],
        [64, 64, true],
      ] as const) {
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = height;
        const g = canvas.getContext("2d")!;
        const gradient = g.createLinearGradient(0, 0, width, height);
        gradient.addColorStop(0, alpha ? "rgba(255, 0, 0, 0.3)" : "red");
        gradient.addColorStop(1, "blue");
        g.fillStyle = gradient;
        g.fillRect(0, 0, width, height);
        g.fillStyle = "white";
        g.font = "40px sans-serif";
        g.fillText("Hearth", 10, 50);
        for (const [type, quality] of [
          ["image/webp", 0.8],
          ["image/webp", 1],
          ["image/jpeg", 0.9],
          ["image/png", 1],
        ] as const)
          out.push({ type, quality, width, height, url: canvas.toDataURL(type, quality) });
      }
      return out;
    });
    await page.close();
    expect(encoded).toHaveLength(16);
    for (const { type, quality, width, height, url } of encoded) {
      expect(url.startsWith(`data:${type};`), `${type} is encoded`).toBe(true);
      const bytes = new Uint8Array(Buffer.from(url.slice(url.indexOf(",") + 1), "base64"));
      const kinds = (["unit_photo", "user_image", "identity_document"] as const).filter((kind) => {
        const { image } = uploadRules[kind];
        return (
          image.mimeTypes.includes(type) &&
          width >= image.minWidth &&
          height >= image.minHeight &&
          width <= image.maxWidth &&
          height <= image.maxHeight
        );
      });
      expect(kinds.length, `${type} ${width}×${height} fits some kind`).toBeGreaterThan(0);
      for (const kind of kinds)
        expect(
          checkUpload(bytes, uploadRules[kind]),
          `${type} q${quality} ${width}×${height} as ${kind}`,
        ).toMatchObject({
          ok: true,
          type,
          dimensions: { width, height },
        });
    }
  });
});

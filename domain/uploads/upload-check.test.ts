import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { checkUpload, type UploadRules } from "./upload-check.ts";
import { ascii, concatBytes, jpeg, jpegSegment, png, pngChunk } from "./test-images.ts";

const rules: UploadRules = {
  image: {
    mimeTypes: ["image/jpeg", "image/png"],
    minWidth: 100,
    minHeight: 50,
    maxWidth: 16000,
    maxHeight: 16000,
  },
  acceptsPdf: false,
  maxBytes: 4096,
  maxPixels: 40_000_000,
};
// An empty zlib stream: structurally sound image data (nothing here decodes it).
const pixels = pngChunk("IDAT", new Uint8Array([0x78, 0x9c, 0x03, 0, 0, 0, 0, 1]));

describe("checkUpload", () => {
  it("takes an image within the bounds and answers it stripped", () => {
    const image = png(800, 600, [pngChunk("tEXt", ascii("GPS\0here")), pixels]);
    const checked = checkUpload(image, rules);
    expect(checked).toEqual({
      ok: true,
      type: "image/png",
      bytes: png(800, 600, [pixels]),
      dimensions: { width: 800, height: 600 },
    });
  });

  it("refuses by content, whatever the file claims: an HTML page, a PDF where only images go", () => {
    expect(checkUpload(ascii("<html><script>alert(1)</script>"), rules)).toMatchObject({
      ok: false,
      violation: "type",
    });
    expect(checkUpload(ascii("%PDF-1.7 ..."), rules)).toMatchObject({ ok: false, violation: "type" });
    expect(checkUpload(ascii("%PDF-1.7 ...\n%%EOF\n"), { ...rules, acceptsPdf: true })).toMatchObject({
      ok: true,
      type: "application/pdf",
    });
  });

  it("refuses an empty file and one over the byte limit", () => {
    expect(checkUpload(new Uint8Array(), rules)).toMatchObject({ ok: false, violation: "empty" });
    const big = png(800, 600, [pngChunk("IDAT", new Uint8Array(5000))]);
    expect(checkUpload(big, rules)).toMatchObject({ ok: false, violation: "too-many-bytes" });
  });

  it("refuses a pixel flood from its header: too wide, too tall, or too many pixels in all", () => {
    for (const [w, h] of [
      [16001, 100],
      [100, 20000],
      [10000, 10000],
      [100000, 100000],
    ] as const)
      expect(checkUpload(png(w, h, [pixels]), rules)).toMatchObject({ ok: false, violation: "too-large" });
  });

  it("refuses a picture below the minimum and one whose header or body is broken", () => {
    expect(checkUpload(png(99, 600, [pixels]), rules)).toMatchObject({ ok: false, violation: "too-small" });
    expect(checkUpload(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), rules)).toMatchObject({
      ok: false,
      violation: "unreadable",
    });
    const cut = jpeg(800, 600, [jpegSegment(0xe1, ascii("Exif\0\0"))], new Uint8Array([1, 2]));
    expect(checkUpload(cut.subarray(0, cut.length - 3), rules)).toMatchObject({
      ok: false,
      violation: "unreadable",
    });
  });

  it("on any bytes: never throws, and what it takes has an accepted type and fits every bound", () => {
    const head = fc.constantFrom(
      png(200, 200, []).subarray(0, 33),
      new Uint8Array([0xff, 0xd8]),
      new Uint8Array(),
    );
    fc.assert(
      fc.property(head, fc.uint8Array({ maxLength: 300 }), (h, tail) => {
        const checked = checkUpload(concatBytes(h, tail), rules);
        if (!checked.ok) return;
        expect(rules.image.mimeTypes).toContain(checked.type);
        expect(checked.bytes.length).toBeLessThanOrEqual(rules.maxBytes);
        const { width, height } = checked.dimensions!;
        expect(width * height).toBeLessThanOrEqual(rules.maxPixels);
        expect(width >= 100 && height >= 50 && width <= 16000 && height <= 16000).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

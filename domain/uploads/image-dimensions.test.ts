import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { readDimensions } from "./image-dimensions.ts";
import { sniffType } from "./image-format.ts";
import { ascii, concatBytes, jpeg, jpegSegment, png, webp, webpChunk } from "./test-images.ts";

const side = fc.integer({ min: 1, max: 65535 });

describe("readDimensions", () => {
  it("reads a PNG's IHDR, a JPEG's frame header past its APPn segments, a WebP's canvas", () => {
    fc.assert(
      fc.property(side, side, (w, h) => {
        expect(readDimensions(png(w, h, []), "image/png")).toEqual({ width: w, height: h });
        const exif = jpegSegment(0xe1, concatBytes(ascii("Exif\0\0"), new Uint8Array(40)));
        expect(readDimensions(jpeg(w, h, [exif], new Uint8Array([1, 2])), "image/jpeg")).toEqual({
          width: w,
          height: h,
        });
        expect(readDimensions(webp(Math.min(w, 16383), h, 0, []), "image/webp")).toEqual({
          width: Math.min(w, 16383),
          height: h,
        });
      }),
      { numRuns: 1000 },
    );
  });

  it("reads simple lossy and lossless WebP headers", () => {
    // VP8: frame tag, start code, 14-bit width 640 and height 480.
    const vp8 = new Uint8Array([0, 0, 0, 0x9d, 0x01, 0x2a, 640 & 0xff, 640 >> 8, 480 & 0xff, 480 >> 8]);
    const lossy = concatBytes(
      ascii("RIFF"),
      new Uint8Array([22, 0, 0, 0]),
      ascii("WEBP"),
      webpChunk("VP8 ", vp8),
    );
    expect(readDimensions(lossy, "image/webp")).toEqual({ width: 640, height: 480 });
    // VP8L: signature 0x2F, then width-1 and height-1 in 14 bits each, little-endian.
    const bits = (1999 & 0x3fff) | ((999 & 0x3fff) << 14);
    const vp8l = new Uint8Array([
      0x2f,
      bits & 0xff,
      (bits >> 8) & 0xff,
      (bits >> 16) & 0xff,
      (bits >>> 24) & 0xff,
      0,
    ]);
    const lossless = concatBytes(
      ascii("RIFF"),
      new Uint8Array([18, 0, 0, 0]),
      ascii("WEBP"),
      webpChunk("VP8L", vp8l),
    );
    expect(readDimensions(lossless, "image/webp")).toEqual({ width: 2000, height: 1000 });
  });

  it("answers the claimed size of a pixel flood without reading further", () => {
    // A few dozen bytes claiming four billion pixels: the header is all it takes to refuse it.
    const flood = png(100_000, 100_000, []);
    expect(flood.length).toBeLessThan(100);
    expect(readDimensions(flood, "image/png")).toEqual({ width: 100_000, height: 100_000 });
  });

  it("answers undefined for a zero size, a missing IHDR or a JPEG without a frame header", () => {
    expect(readDimensions(png(0, 10, []), "image/png")).toBeUndefined();
    expect(readDimensions(png(10, 10, []).subarray(0, 20), "image/png")).toBeUndefined();
    expect(readDimensions(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), "image/jpeg")).toBeUndefined();
    expect(readDimensions(ascii("%PDF-1.4"), "application/pdf")).toBeUndefined();
  });

  it("never throws on random bytes behind a real magic number", () => {
    const magic = fc.constantFrom(
      new Uint8Array([0xff, 0xd8, 0xff]),
      png(1, 1, []).subarray(0, 16),
      concatBytes(ascii("RIFF"), new Uint8Array(4), ascii("WEBPVP8X")),
    );
    fc.assert(
      fc.property(magic, fc.uint8Array({ maxLength: 80 }), (head, tail) => {
        const bytes = concatBytes(head, tail);
        const type = sniffType(bytes);
        if (type === undefined) return;
        const dimensions = readDimensions(bytes, type);
        if (dimensions) expect(dimensions.width > 0 && dimensions.height > 0).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});

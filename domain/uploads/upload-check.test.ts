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

  // Images built whole (PNG or JPEG, any size around the bounds, with metadata and pixel data of
  // any length), then left whole, cut short, given a flipped byte or a tail, or replaced by noise:
  // enough of them are sound and within the bounds for "what it takes" to be checked often.
  const dimension = fc.oneof(
    fc.integer({ min: 1, max: 20_000 }),
    fc.constantFrom(49, 50, 51, 99, 100, 101, 6324, 6325, 15_999, 16_000, 16_001),
    fc.integer({ min: 100, max: 4000 }),
  );
  const sound = fc
    .record({
      format: fc.constantFrom("png", "jpeg"),
      width: dimension,
      height: dimension,
      metadata: fc.boolean(),
      body: fc.uint8Array({ minLength: 1, maxLength: 4500 }),
    })
    .map(({ format, width, height, metadata, body }) => {
      const bytes =
        format === "png"
          ? png(width, height, [
              ...(metadata ? [pngChunk("tEXt", ascii("GPS\0here"))] : []),
              pngChunk("IDAT", concatBytes(new Uint8Array([0x78, 0x9c]), body)),
            ])
          : jpeg(
              width,
              height,
              metadata ? [jpegSegment(0xe1, ascii("Exif\0\0"))] : [],
              // Scan data is never empty and holds no 0xFF, which would start a marker.
              concatBytes(
                new Uint8Array([0]),
                body.filter((b) => b !== 0xff),
              ),
            );
      return { bytes, width, height, type: format === "png" ? "image/png" : "image/jpeg" };
    });
  const upload = fc.oneof(
    { weight: 3, arbitrary: sound.map((image) => ({ ...image, change: "none" as const })) },
    {
      weight: 1,
      arbitrary: fc.tuple(sound, fc.nat()).map(([image, at]) => ({
        ...image,
        bytes: image.bytes.subarray(0, at % image.bytes.length),
        change: "cut" as const,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(sound, fc.nat(), fc.integer({ min: 1, max: 255 })).map(([image, at, flip]) => {
        const bytes = Uint8Array.from(image.bytes);
        bytes[at % bytes.length]! ^= flip;
        return { ...image, bytes, change: "flipped" as const };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(sound, fc.uint8Array({ minLength: 1, maxLength: 40 })).map(([image, tail]) => ({
        ...image,
        bytes: concatBytes(image.bytes, tail),
        change: "tail" as const,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(png(200, 200, []).subarray(0, 33), new Uint8Array([0xff, 0xd8]), new Uint8Array()),
          fc.uint8Array({ maxLength: 300 }),
        )
        .map(([head, tail]) => ({
          bytes: concatBytes(head, tail),
          width: 0,
          height: 0,
          type: "",
          change: "noise" as const,
        })),
    },
  );

  it("on any bytes: never throws, and what it takes has an accepted type and fits every bound", () => {
    let taken = 0;
    const runs = 2000;
    fc.assert(
      fc.property(upload, ({ bytes, width, height, type, change }) => {
        const checked = checkUpload(bytes, rules);
        const fits =
          bytes.length <= rules.maxBytes &&
          width >= 100 &&
          height >= 50 &&
          width <= 16000 &&
          height <= 16000 &&
          width * height <= rules.maxPixels;
        // A sound image within every bound is taken, with the size its header gives.
        if (change === "none" && fits)
          expect(checked).toMatchObject({ ok: true, type, dimensions: { width, height } });
        if (!checked.ok) return;
        taken += 1;
        expect(rules.image.mimeTypes).toContain(checked.type);
        expect(checked.bytes.length).toBeLessThanOrEqual(rules.maxBytes);
        const dimensions = checked.dimensions!;
        expect(dimensions.width * dimensions.height).toBeLessThanOrEqual(rules.maxPixels);
        expect(
          dimensions.width >= 100 &&
            dimensions.height >= 50 &&
            dimensions.width <= 16000 &&
            dimensions.height <= 16000,
        ).toBe(true);
      }),
      { numRuns: runs },
    );
    // The bounds were checked on a good share of the samples, not on none of them.
    expect(taken / runs).toBeGreaterThan(0.2);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PhotosConstraints } from "../configuration/configuration.ts";
import { jpeg, png, pngChunk, webp } from "../uploads/test-images.ts";
import { photoFileFit } from "./photo-file-fit.ts";

const runs = { numRuns: 1000 };
const imageTypes = ["image/jpeg", "image/png", "image/webp"] as const;
type ImageType = (typeof imageTypes)[number];

/** A real container of the type, declaring the size given (no pixels are needed to read it). */
function imageOf(type: ImageType, width: number, height: number): Uint8Array {
  if (type === "image/png") return png(width, height, [pngChunk("IDAT", new Uint8Array([0x78, 0x9c]))]);
  if (type === "image/jpeg") return jpeg(width, height, [], new Uint8Array([0, 1, 2]));
  return webp(width, height, 0, []);
}

/** The largest side each container can declare (JPEG 16 bits, WebP's VP8X 24 bits). */
const largestSide: Record<ImageType, number> = {
  "image/jpeg": 65535,
  "image/png": 2 ** 31 - 1,
  "image/webp": 2 ** 24,
};

const constraintsArb: fc.Arbitrary<PhotosConstraints> = fc
  .record({
    mimeTypes: fc.subarray([...imageTypes, "image/gif"]),
    minWidth: fc.integer({ min: 1, max: 3000 }),
    minHeight: fc.integer({ min: 1, max: 3000 }),
    extraWidth: fc.integer({ min: 0, max: 20000 }),
    extraHeight: fc.integer({ min: 0, max: 20000 }),
  })
  .map(({ extraWidth, extraHeight, ...c }) => ({
    ...c,
    maxWidth: c.minWidth + extraWidth,
    maxHeight: c.minHeight + extraHeight,
  }));

const configured: PhotosConstraints = {
  mimeTypes: ["image/jpeg", "image/png", "image/webp"],
  minWidth: 1024,
  minHeight: 683,
  maxWidth: 16000,
  maxHeight: 16000,
};

describe("photoFileFit", () => {
  it("takes exactly the images whose real type is accepted and whose size is within the bounds", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...imageTypes).chain((type) =>
          fc.record({
            type: fc.constant(type),
            width: fc.integer({ min: 1, max: Math.min(largestSide[type], 40000) }),
            height: fc.integer({ min: 1, max: Math.min(largestSide[type], 40000) }),
          }),
        ),
        constraintsArb,
        ({ type, width, height }, c) => {
          const fit = photoFileFit(imageOf(type, width, height), c);
          const typeOk = c.mimeTypes.includes(type);
          const tooLarge = width > c.maxWidth || height > c.maxHeight;
          const tooSmall = width < c.minWidth || height < c.minHeight;
          if (!typeOk) expect(fit).toEqual({ ok: false, refusal: "type" });
          else if (tooLarge) expect(fit).toEqual({ ok: false, refusal: "too-large", width, height });
          else if (tooSmall) expect(fit).toEqual({ ok: false, refusal: "too-small", width, height });
          else expect(fit).toEqual({ ok: true, mimeType: type, width, height });
        },
      ),
      runs,
    );
  });

  it("refuses a pixel flood by its declared size, whatever else the file holds", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...imageTypes),
        fc.integer({ min: configured.maxWidth + 1, max: 65535 }),
        fc.integer({ min: 1, max: 65535 }),
        fc.boolean(),
        (type, side, other, wide) => {
          const [width, height] = wide ? [side, other] : [other, side];
          expect(photoFileFit(imageOf(type, width, height), configured)).toEqual({
            ok: false,
            refusal: "too-large",
            width,
            height,
          });
        },
      ),
      runs,
    );
    // The classic flood: a PNG of a few dozen bytes declaring 100,000 × 100,000 pixels.
    expect(photoFileFit(png(100_000, 100_000, []), configured)).toMatchObject({ refusal: "too-large" });
  });

  it("never takes bytes that are not an accepted image, and never throws on them", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), constraintsArb, (bytes, c) => {
        const fit = photoFileFit(bytes, c);
        if (fit.ok) expect(c.mimeTypes).toContain(fit.mimeType);
      }),
      runs,
    );
    expect(photoFileFit(new TextEncoder().encode("GIF89a…"), configured)).toEqual({
      ok: false,
      refusal: "type",
    });
    expect(photoFileFit(new TextEncoder().encode("%PDF-1.7"), configured)).toEqual({
      ok: false,
      refusal: "type",
    });
  });

  it("reads a header cut short as unreadable or at its full size, never at another", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...imageTypes),
        fc.integer({ min: 1024, max: 5000 }),
        fc.integer({ min: 683, max: 5000 }),
        fc.nat(),
        (type, width, height, cut) => {
          const bytes = imageOf(type, width, height);
          const fit = photoFileFit(bytes.subarray(0, cut % (bytes.length + 1)), configured);
          if (fit.ok) expect(fit).toEqual({ ok: true, mimeType: type, width, height });
          else expect(["type", "unreadable"]).toContain(fit.refusal);
        },
      ),
      runs,
    );
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { stripImageMetadata } from "./strip-image-metadata.ts";
import { readDimensions } from "./image-dimensions.ts";
import { ascii, concatBytes, jpeg, jpegSegment, png, pngChunk, webp, webpChunk } from "./test-images.ts";

const contains = (haystack: Uint8Array, needle: string) =>
  Buffer.from(haystack).includes(Buffer.from(needle, "latin1"));

/** The PNG's chunks as type and bytes, in order. */
function pngChunks(b: Uint8Array): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let at = 8; at + 12 <= b.length;) {
    const length = Buffer.from(b).readUInt32BE(at);
    out.push([
      Buffer.from(b.subarray(at + 4, at + 8)).toString("latin1"),
      Buffer.from(b.subarray(at, at + 12 + length)).toString("hex"),
    ]);
    at += 12 + length;
  }
  return out;
}

const gps = "GPSLatitude 48.8584 N";
const pngMetadata = fc.constantFrom(
  pngChunk("tEXt", ascii(`Comment\0${gps}`)),
  pngChunk("iTXt", ascii(`XML:com.adobe.xmp\0\0\0\0\0${gps}`)),
  pngChunk("zTXt", ascii(`Author\0\0${gps}`)),
  pngChunk("eXIf", concatBytes(ascii("MM\0*"), ascii(gps))),
  pngChunk("tIME", new Uint8Array([7, 234, 11, 22, 12, 0, 0])),
  pngChunk("prVt", ascii(gps)),
);
const idat = fc.uint8Array({ minLength: 1, maxLength: 200 }).map((data) => pngChunk("IDAT", data));

describe("stripImageMetadata: PNG", () => {
  it("drops text, eXIf, time and unknown ancillary chunks, and keeps IDAT byte for byte, in order", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(pngMetadata, idat, fc.constant(pngChunk("gAMA", new Uint8Array([0, 0, 0xb1, 0x8f])))),
        ),
        (chunks) => {
          const original = png(1200, 800, chunks);
          const stripped = stripImageMetadata(original, "image/png")!;
          expect(contains(stripped, gps)).toBe(false);
          const kept = (b: Uint8Array) =>
            pngChunks(b).filter(([t]) => ["IHDR", "IDAT", "gAMA", "IEND"].includes(t));
          expect(pngChunks(stripped)).toEqual(kept(original));
          expect(readDimensions(stripped, "image/png")).toEqual({ width: 1200, height: 800 });
          // Stripping twice changes nothing more.
          expect(stripImageMetadata(stripped, "image/png")).toEqual(stripped);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("drops whatever trails IEND, and refuses a truncated file or one not opening with IHDR", () => {
    const image = png(1, 1, [pngChunk("IDAT", new Uint8Array([1]))]);
    expect(stripImageMetadata(concatBytes(image, ascii("PK\x03\x04zip")), "image/png")).toEqual(image);
    expect(stripImageMetadata(image.subarray(0, image.length - 3), "image/png")).toBeUndefined();
    const noHeader = concatBytes(image.subarray(0, 8), pngChunk("IDAT", new Uint8Array([1])));
    expect(stripImageMetadata(noHeader, "image/png")).toBeUndefined();
  });
});

const exif = jpegSegment(0xe1, concatBytes(ascii("Exif\0\0MM\0*"), ascii(gps)));
const xmp = jpegSegment(0xe1, ascii(`http://ns.adobe.com/xap/1.0/\0${gps}`));
const iptc = jpegSegment(0xed, ascii(`Photoshop 3.0\0${gps}`));
const comment = jpegSegment(0xfe, ascii(gps));
const jfif = jpegSegment(0xe0, ascii("JFIF\0\x01\x02\0\0\x01\0\x01\0\0"));
const icc = jpegSegment(0xe2, concatBytes(ascii("ICC_PROFILE\0\x01\x01"), new Uint8Array(20)));
const adobe = jpegSegment(0xee, ascii("Adobe\0\x64\0\0\0\0\x01"));
const dqt = jpegSegment(0xdb, new Uint8Array(65));
/** Entropy-coded bytes: any byte, with 0xFF always stuffed (FF 00) or a restart marker. */
const scanData = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0xfe }).map((b) => [b]),
      fc.constantFrom([0xff, 0x00], [0xff, 0xd3]),
    ),
    {
      minLength: 1,
      maxLength: 200,
    },
  )
  .map((bytes) => Uint8Array.from(bytes.flat()));

describe("stripImageMetadata: JPEG", () => {
  it("drops EXIF, XMP, IPTC, JFIF and comments, keeps ICC, Adobe and tables, and the scan byte for byte", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(exif, xmp, iptc, comment, jfif, icc, adobe, dqt), { maxLength: 8 }),
        scanData,
        (segments, scan) => {
          const original = jpeg(2000, 1500, segments, scan);
          const stripped = stripImageMetadata(original, "image/jpeg")!;
          const expected = jpeg(
            2000,
            1500,
            segments.filter((s) => [icc, adobe, dqt].includes(s)),
            scan,
          );
          expect(Buffer.from(stripped).toString("hex")).toBe(Buffer.from(expected).toString("hex"));
          expect(contains(stripped, gps)).toBe(false);
          expect(stripImageMetadata(stripped, "image/jpeg")).toEqual(stripped);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("keeps every scan of a progressive JPEG and drops data after the end marker", () => {
    const secondScan = concatBytes(
      jpegSegment(0xc4, new Uint8Array(20)),
      jpegSegment(0xda, new Uint8Array([1, 1, 0, 1, 5, 0])),
      new Uint8Array([9, 9, 0xff, 0, 9]),
    );
    const image = jpeg(1024, 768, [exif], new Uint8Array([1, 2, 3]));
    const progressive = concatBytes(
      image.subarray(0, image.length - 2),
      secondScan,
      new Uint8Array([0xff, 0xd9]),
    );
    const stripped = stripImageMetadata(concatBytes(progressive, ascii("trailing secret")), "image/jpeg")!;
    expect(contains(stripped, "secret")).toBe(false);
    expect(Buffer.from(stripped).includes(Buffer.from(secondScan))).toBe(true);
  });

  it("refuses a JPEG cut short", () => {
    const image = jpeg(1024, 768, [exif], new Uint8Array([1, 2, 3]));
    for (const cut of [3, 10, image.length - 1])
      expect(stripImageMetadata(image.subarray(0, cut), "image/jpeg")).toBeUndefined();
  });
});

describe("stripImageMetadata: WebP", () => {
  it("drops the EXIF and XMP chunks, clears their VP8X flags and fixes the RIFF size", () => {
    const bitstream = webpChunk("VP8L", new Uint8Array([0x2f, 1, 2, 3, 4, 5, 6]));
    const original = webp(3000, 2000, 0x08 | 0x04 | 0x10, [
      bitstream,
      webpChunk("EXIF", ascii(gps)),
      webpChunk("XMP ", ascii(gps)),
    ]);
    const stripped = stripImageMetadata(original, "image/webp")!;
    expect(contains(stripped, gps)).toBe(false);
    expect(stripped).toEqual(webp(3000, 2000, 0x10, [bitstream]));
  });
});

describe("stripImageMetadata on random bytes", () => {
  it("never throws, for any type", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 120 }),
        fc.constantFrom("image/jpeg", "image/png", "image/webp", "application/pdf" as const),
        (bytes, type) => {
          const out = stripImageMetadata(bytes, type);
          if (out) expect(out.length).toBeLessThanOrEqual(bytes.length + 12);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { imageContainerFault } from "./image-container.ts";
import { ascii, concatBytes, jpeg, jpegSegment, png, pngChunk, webp, webpChunk } from "./test-images.ts";

// An empty zlib stream: sound image data as far as the container goes (nothing here decodes it).
const idat = pngChunk("IDAT", new Uint8Array([0x78, 0x9c, 0x03, 0, 0, 0, 0, 1]));
const scan = new Uint8Array([0x12, 0xff, 0x00, 0x34]);
const u16be = (n: number) => new Uint8Array([(n >>> 8) & 0xff, n & 0xff]);
const sof = (width: number, height: number) =>
  jpegSegment(
    0xc0,
    concatBytes(new Uint8Array([8]), u16be(height), u16be(width), new Uint8Array([1, 1, 0x11, 0])),
  );
const sos = jpegSegment(0xda, new Uint8Array([1, 1, 0, 0, 63, 0]));
const soi = new Uint8Array([0xff, 0xd8]);
const eoi = new Uint8Array([0xff, 0xd9]);
const vp8l = (width: number, height: number) => {
  const bits = ((height - 1) << 14) | (width - 1);
  return webpChunk(
    "VP8L",
    new Uint8Array([
      0x2f,
      bits & 0xff,
      (bits >>> 8) & 0xff,
      (bits >>> 16) & 0xff,
      (bits >>> 24) & 0xff,
      0,
      0,
    ]),
  );
};
const vp8 = (width: number, height: number) =>
  webpChunk(
    "VP8 ",
    new Uint8Array([
      0x10,
      0,
      0,
      0x9d,
      0x01,
      0x2a,
      width & 0xff,
      width >> 8,
      height & 0xff,
      height >> 8,
      0,
      0,
    ]),
  );
const simpleWebp = (chunk: Uint8Array) =>
  concatBytes(
    ascii("RIFF"),
    new Uint8Array([(chunk.length + 4) & 0xff, (chunk.length + 4) >> 8, 0, 0]),
    ascii("WEBP"),
    chunk,
  );

const sound = {
  png: png(1024, 683, [pngChunk("tEXt", ascii("Comment\0hi")), idat]),
  jpeg: jpeg(1024, 683, [jpegSegment(0xe1, ascii("Exif\0\0"))], scan),
  webpExtended: webp(1024, 683, 0x08, [vp8l(1024, 683), webpChunk("EXIF", ascii("MM\0*"))]),
  webpLossy: simpleWebp(vp8(1024, 683)),
  webpLossless: simpleWebp(vp8l(1024, 683)),
};
const typeOf = (name: string) =>
  name === "png" ? "image/png" : name === "jpeg" ? "image/jpeg" : ("image/webp" as const);

describe("imageContainerFault", () => {
  it("finds nothing wrong with sound PNG, JPEG and WebP containers", () => {
    for (const [name, bytes] of Object.entries(sound))
      expect(imageContainerFault(bytes, typeOf(name)), name).toBeUndefined();
  });

  // The rule that was missing (regression of the bad-uploads fuzz run): a container that
  // is only a header, its size well within the photo bounds, was taken and stored as a photo.
  it("refuses a header with no image data behind it", () => {
    expect(imageContainerFault(png(1024, 683, []), "image/png")).toBe("the PNG carries no image data");
    expect(imageContainerFault(concatBytes(soi, sof(1024, 683), eoi), "image/jpeg")).toBe(
      "the JPEG carries no image data",
    );
    expect(imageContainerFault(concatBytes(soi, sof(1024, 683), sos, eoi), "image/jpeg")).toBe(
      "the JPEG's scan has no data",
    );
    expect(imageContainerFault(webp(1024, 683, 0, []), "image/webp")).toBe("the WebP carries no image data");
  });

  it("refuses a second size hidden behind the first: a second frame header, a bitstream unlike its canvas", () => {
    const twoFrames = concatBytes(soi, sof(1024, 683), sof(65535, 65535), sos, scan, eoi);
    expect(imageContainerFault(twoFrames, "image/jpeg")).toMatch(/more than one frame header/);
    expect(imageContainerFault(webp(1024, 683, 0, [vp8l(16384, 16384)]), "image/webp")).toBe(
      "the WebP's image is not the size its header says",
    );
    expect(imageContainerFault(webp(1024, 683, 0, [vp8l(1024, 683), vp8l(1024, 683)]), "image/webp")).toBe(
      "the WebP carries more than one image",
    );
    const secondHeader = pngChunk(
      "IHDR",
      concatBytes(new Uint8Array([0, 1, 0, 0, 0, 1, 0, 0, 8, 2, 0, 0, 0])),
    );
    expect(imageContainerFault(png(1024, 683, [secondHeader, idat]), "image/png")).toMatch(/IHDR/);
  });

  it("refuses a PNG with a wrong checksum, an impossible pixel format, a missing palette or no zlib stream", () => {
    const flipped = sound.png.slice();
    flipped[29] = flipped[29]! ^ 0xff;
    expect(imageContainerFault(flipped, "image/png")).toBe("the PNG chunk IHDR fails its checksum");
    const withHeader = (depth: number, colour: number, interlace = 0) =>
      concatBytes(
        sound.png.subarray(0, 8),
        pngChunk("IHDR", new Uint8Array([0, 0, 4, 0, 0, 0, 2, 0xab, depth, colour, 0, 0, interlace])),
        sound.png.subarray(33),
      );
    expect(imageContainerFault(withHeader(8, 2), "image/png")).toBeUndefined();
    for (const [depth, colour, interlace] of [
      [3, 2, 0],
      [16, 3, 0],
      [8, 5, 0],
      [8, 2, 2],
    ] as const)
      expect(imageContainerFault(withHeader(depth, colour, interlace), "image/png")).toBe(
        "the PNG header names no valid pixel format",
      );
    expect(imageContainerFault(withHeader(8, 3), "image/png")).toBe(
      "the PNG uses a palette it does not carry",
    );
    expect(imageContainerFault(png(10, 10, [pngChunk("IDAT", new Uint8Array([1, 2, 3]))]), "image/png")).toBe(
      "the PNG's image data is not a zlib stream",
    );
    expect(imageContainerFault(png(10, 10, [idat, pngChunk("tEXt", ascii("a\0b")), idat]), "image/png")).toBe(
      "the PNG's image data is split by other chunks",
    );
    expect(imageContainerFault(png(10, 10, [pngChunk("ABCD", new Uint8Array()), idat]), "image/png")).toMatch(
      /critical chunk ABCD/,
    );
  });

  it("refuses an animated WebP", () => {
    expect(
      imageContainerFault(webp(1024, 683, 0x02, [webpChunk("ANIM", new Uint8Array(6))]), "image/webp"),
    ).toBe("an animated WebP is not taken");
  });

  it("on every cut of a sound file and on any bytes after a signature: a fault, never a throw", () => {
    const named = fc.constantFrom(...Object.entries(sound));
    fc.assert(
      fc.property(named, fc.nat(), ([name, bytes], n) => {
        const cut = bytes.subarray(0, n % bytes.length);
        expect(imageContainerFault(cut, typeOf(name))).toEqual(expect.any(String));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(named, fc.uint8Array({ maxLength: 200 }), fc.nat(), ([name, bytes], tail, n) => {
        const head = bytes.subarray(0, n % 40);
        expect(() => imageContainerFault(concatBytes(head, tail), typeOf(name))).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});

// Whether an image's container is sound enough to be an image at all, judged from its structure
// alone (nothing is decoded). Reading the size from the header and stripping metadata both take
// any chain of well-framed segments, so without this a file that is nothing but a header (a PNG
// of IHDR and IEND, a JPEG of SOI, SOF and EOI, a WebP of VP8X alone) was stored as a 1024×683
// photo, and a file could hide a second, larger size where a decoder would read it (a second JPEG
// frame header, a WebP bitstream bigger than its canvas). The rules follow the formats' specs
// (PNG: ISO/IEC 15948 §5, §11; JPEG: ITU T.81 Annex B; WebP: RFC 9649) as far as a browser's
// decoder would refuse the file; an answer is a reason the host can read, undefined when sound.
import type { SniffedType } from "./image-format.ts";
import { crc32 } from "./crc32.ts";

export function imageContainerFault(bytes: Uint8Array, type: SniffedType): string | undefined {
  if (type === "image/png") return pngFault(bytes);
  if (type === "image/jpeg") return jpegFault(bytes);
  if (type === "image/webp") return webpFault(bytes);
  return undefined;
}

const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32le = (b: Uint8Array, at: number) =>
  (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) + b[at + 3]! * 0x1000000;
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const text = (b: Uint8Array, at: number, length: number) =>
  at + length <= b.length ? String.fromCharCode(...b.subarray(at, at + length)) : "";

// PNG: bit depths each colour type allows (§11.2.2).
const pngDepths: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

function pngFault(b: Uint8Array): string | undefined {
  let at = 8;
  let colourType = -1;
  let palette = false;
  let idat: "none" | "open" | "closed" = "none";
  let zlibHeader: number[] = [];
  for (let index = 0; ; index++) {
    if (at + 12 > b.length) return "the PNG ends before its IEND chunk";
    const length = u32be(b, at);
    const type = text(b, at + 4, 4);
    if (length > 0x7fffffff || at + 12 + length > b.length)
      return "a PNG chunk runs past the end of the file";
    if (!/^[A-Za-z]{4}$/.test(type)) return "a PNG chunk has no valid type";
    if (crc32(b.subarray(at + 4, at + 8 + length)) !== u32be(b, at + 8 + length))
      return `the PNG chunk ${type} fails its checksum`;
    const data = b.subarray(at + 8, at + 8 + length);
    if ((index === 0) !== (type === "IHDR")) return "IHDR must be the PNG's first chunk, and only once";
    if (type === "IHDR") {
      const [depth, colour, compression, filter, interlace] = data.subarray(8, 13);
      if (
        length !== 13 ||
        !pngDepths[colour!]?.includes(depth!) ||
        compression !== 0 ||
        filter !== 0 ||
        interlace! > 1
      )
        return "the PNG header names no valid pixel format";
      colourType = colour!;
    } else if (type === "PLTE") {
      if (
        palette ||
        idat !== "none" ||
        length === 0 ||
        length % 3 !== 0 ||
        colourType === 0 ||
        colourType === 4
      )
        return "the PNG palette is misplaced or malformed";
      palette = true;
    } else if (type === "IDAT") {
      if (idat === "closed") return "the PNG's image data is split by other chunks";
      if (colourType === 3 && !palette) return "the PNG uses a palette it does not carry";
      idat = "open";
      if (zlibHeader.length < 2) zlibHeader = [...zlibHeader, ...data.subarray(0, 2)].slice(0, 2);
    } else if (type === "IEND") {
      if (idat === "none") return "the PNG carries no image data";
      const [cmf, flg] = zlibHeader;
      // A zlib stream: deflate (method 8) and a header check that is a multiple of 31 (RFC 1950).
      if (cmf === undefined || flg === undefined || (cmf & 0x0f) !== 8 || (cmf * 256 + flg) % 31 !== 0)
        return "the PNG's image data is not a zlib stream";
      return undefined;
    } else if ((b[at + 4]! & 0x20) === 0) return `the PNG has a critical chunk ${type} no decoder knows`;
    if (type !== "IDAT" && idat === "open") idat = "closed";
    at += 12 + length;
  }
}

// JPEG: start-of-frame markers C0–CF except DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegFault(b: Uint8Array): string | undefined {
  let at = 2;
  let frames = 0;
  let scans = 0;
  while (at + 2 <= b.length) {
    if (b[at] !== 0xff) return "the JPEG has bytes where a marker belongs";
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd9) return frames === 1 && scans > 0 ? undefined : "the JPEG carries no image data";
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7))
      return "the JPEG has a marker out of place";
    if (at + 4 > b.length) break;
    const length = u16be(b, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > b.length) break;
    const start = at;
    if (isStartOfFrame(marker)) {
      // One frame per image: a second size later in the file is one a decoder might use.
      const components = b[at + 9];
      if (frames > 0 || components === undefined || components === 0 || length !== 8 + 3 * components)
        return "the JPEG has more than one frame header, or a malformed one";
      frames++;
    } else if (marker === 0xde || marker === 0xdf) return "hierarchical JPEG is not taken";
    at = end;
    if (marker === 0xda) {
      const components = b[start + 4];
      if (frames === 0 || components === undefined || length !== 6 + 2 * components)
        return "the JPEG's scan comes before its frame header, or is malformed";
      // Entropy-coded data up to the next marker that is neither stuffing nor a restart.
      const scanStart = at;
      while (at + 1 < b.length) {
        const next = b[at + 1]!;
        if (b[at] === 0xff && next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) break;
        at++;
      }
      if (at === scanStart) return "the JPEG's scan has no data";
      scans++;
    }
  }
  return "the JPEG ends before its end-of-image marker";
}

// WebP: one still image, as a simple file (a VP8 or VP8L chunk) or an extended one (VP8X, then
// optional ICC/ALPH/metadata chunks and one VP8 or VP8L), whose bitstream has the canvas's size.
function webpFault(b: Uint8Array): string | undefined {
  if (b.length < 20 || text(b, 8, 4) !== "WEBP") return "the WebP has no header";
  const fileEnd = 8 + u32le(b, 4);
  if (fileEnd > b.length) return "the WebP is cut short";
  let canvas: { width: number; height: number } | undefined;
  let image: { width: number; height: number } | undefined;
  for (let at = 12, index = 0; at < fileEnd; index++) {
    if (at + 8 > fileEnd) return "the WebP is cut short";
    const fourcc = text(b, at, 4);
    const size = u32le(b, at + 4);
    const data = at + 8;
    if (data + size > fileEnd) return "a WebP chunk runs past the end of the file";
    if (fourcc === "VP8X") {
      if (index !== 0 || size < 10) return "the WebP's extended header is misplaced or malformed";
      // Animation (flag 0x02) is not taken: a photo is one picture, and frames would each need bounding.
      if ((b[data]! & 0x02) !== 0) return "an animated WebP is not taken";
      canvas = { width: u24le(b, data + 4) + 1, height: u24le(b, data + 7) + 1 };
    } else if (fourcc === "VP8 " || fourcc === "VP8L") {
      if (image !== undefined) return "the WebP carries more than one image";
      if (index !== 0 && canvas === undefined) return "the WebP's image is not its first chunk";
      image = fourcc === "VP8L" ? losslessSize(b, data, size) : lossySize(b, data, size);
      if (image === undefined) return "the WebP's image header is malformed";
    } else if (fourcc === "ANIM" || fourcc === "ANMF") return "an animated WebP is not taken";
    else if (index === 0) return "the WebP starts with an unknown chunk";
    at = data + size + (size % 2);
  }
  if (image === undefined) return "the WebP carries no image data";
  if (canvas !== undefined && (canvas.width !== image.width || canvas.height !== image.height))
    return "the WebP's image is not the size its header says";
  return undefined;
}

function lossySize(b: Uint8Array, data: number, size: number) {
  // Frame tag (3 bytes, bit 0 clear on a key frame), start code 9D 01 2A, 14-bit width and height.
  if (
    size < 10 ||
    (b[data]! & 1) !== 0 ||
    b[data + 3] !== 0x9d ||
    b[data + 4] !== 0x01 ||
    b[data + 5] !== 0x2a
  )
    return undefined;
  const width = (b[data + 6]! | (b[data + 7]! << 8)) & 0x3fff;
  const height = (b[data + 8]! | (b[data + 9]! << 8)) & 0x3fff;
  return width > 0 && height > 0 ? { width, height } : undefined;
}

function losslessSize(b: Uint8Array, data: number, size: number) {
  // Signature 0x2F, then 14-bit width − 1, 14-bit height − 1, alpha bit, 3-bit version 0.
  if (size < 5 || b[data] !== 0x2f) return undefined;
  const bits = u32le(b, data + 1);
  if (bits >>> 29 !== 0) return undefined;
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

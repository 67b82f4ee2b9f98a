// Removes what an image says about its maker before it is stored: EXIF (camera, time, GPS
// position), XMP, IPTC, comments and text chunks. Pure byte-level surgery on the container; the
// compressed pixel data is copied unchanged, so nothing is decoded or re-encoded and quality is
// untouched. Only what a decoder needs to show the picture in its colours is kept. Malformed or
// truncated containers answer undefined (the upload is refused), never a half-stripped file.
import type { SniffedType } from "./image-format.ts";

type Stripper = (bytes: Uint8Array) => Uint8Array | undefined;

export function stripImageMetadata(bytes: Uint8Array, type: SniffedType): Uint8Array | undefined {
  const strip: Stripper | undefined =
    type === "image/jpeg"
      ? stripJpeg
      : type === "image/png"
        ? stripPng
        : type === "image/webp"
          ? stripWebp
          : undefined;
  return strip?.(bytes);
}

const concat = (parts: readonly Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

const text = (b: Uint8Array, at: number, length: number) =>
  at + length <= b.length ? String.fromCharCode(...b.subarray(at, at + length)) : "";

// JPEG: APPn segments carry metadata (APP1 EXIF and XMP, APP13 IPTC, APP0 JFIF with its
// thumbnail …) except two that change how pixels look: APP2 ICC_PROFILE (colours) and APP14 Adobe
// (whether CMYK/YCC is transformed). COM segments are free text and go too.
function keepsJpegSegment(b: Uint8Array, at: number, marker: number): boolean {
  if (marker === 0xfe) return false;
  if (marker < 0xe0 || marker > 0xef) return true;
  if (marker === 0xe2) return text(b, at + 4, 12) === "ICC_PROFILE\0";
  if (marker === 0xee) return text(b, at + 4, 5) === "Adobe";
  return false;
}

function stripJpeg(b: Uint8Array): Uint8Array | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let at = 2;
  for (;;) {
    if (at + 2 > b.length || b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd9) {
      // End of image; whatever trails it (a second image, an appended archive) is dropped.
      parts.push(b.subarray(at, at + 2));
      return concat(parts);
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0xd8) return undefined;
    if (at + 4 > b.length) return undefined;
    const length = (b[at + 2]! << 8) | b[at + 3]!;
    const end = at + 2 + length;
    if (length < 2 || end > b.length) return undefined;
    if (keepsJpegSegment(b, at, marker)) parts.push(b.subarray(at, end));
    at = end;
    if (marker === 0xda) {
      // Entropy-coded data follows the scan header up to the next marker that is neither a
      // stuffed 0xFF00 nor a restart marker; it is copied as it is.
      let scanEnd = at;
      while (scanEnd + 1 < b.length) {
        if (b[scanEnd] === 0xff) {
          const next = b[scanEnd + 1]!;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        scanEnd++;
      }
      if (scanEnd + 1 >= b.length) return undefined;
      parts.push(b.subarray(at, scanEnd));
      at = scanEnd;
    }
  }
}

// PNG: critical chunks (upper-case first letter: IHDR, PLTE, IDAT, IEND) stay, and of the
// ancillary ones only those about colour and transparency. tEXt, zTXt, iTXt, eXIf, tIME and any
// chunk unknown to us go.
const keptPngAncillary = new Set(["tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "bKGD", "pHYs"]);

function stripPng(b: Uint8Array): Uint8Array | undefined {
  if (b.length < 8) return undefined;
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  let at = 8;
  let first = true;
  while (at + 12 <= b.length) {
    const length = ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
    const type = text(b, at + 4, 4);
    const end = at + 12 + length;
    if (end > b.length || !/^[A-Za-z]{4}$/.test(type)) return undefined;
    if (first && type !== "IHDR") return undefined;
    first = false;
    const critical = (b[at + 4]! & 0x20) === 0;
    if (critical || keptPngAncillary.has(type)) parts.push(b.subarray(at, end));
    at = end;
    if (type === "IEND") return concat(parts);
  }
  return undefined;
}

// WebP: the EXIF and "XMP " chunks go, and the extended header (VP8X) stops announcing them.
function stripWebp(b: Uint8Array): Uint8Array | undefined {
  if (b.length < 12) return undefined;
  const riffSize = b[4]! | (b[5]! << 8) | (b[6]! << 16) | (b[7]! * 0x1000000);
  const fileEnd = 8 + riffSize;
  if (fileEnd > b.length || riffSize < 4) return undefined;
  const parts: Uint8Array[] = [];
  let at = 12;
  while (at < fileEnd) {
    if (at + 8 > fileEnd) return undefined;
    const fourcc = text(b, at, 4);
    const size = b[at + 4]! | (b[at + 5]! << 8) | (b[at + 6]! << 16) | (b[at + 7]! * 0x1000000);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > fileEnd) return undefined;
    if (fourcc === "VP8X" && size >= 10) {
      const header = b.slice(at, Math.min(end, fileEnd));
      header[8] = header[8]! & ~(0x08 | 0x04);
      parts.push(header);
    } else if (fourcc !== "EXIF" && fourcc !== "XMP ") parts.push(b.subarray(at, Math.min(end, fileEnd)));
    at = end;
  }
  const body = concat(parts);
  const size = body.length + 4;
  const head = new Uint8Array([
    0x52,
    0x49,
    0x46,
    0x46,
    size & 0xff,
    (size >> 8) & 0xff,
    (size >> 16) & 0xff,
    (size >>> 24) & 0xff,
    0x57,
    0x45,
    0x42,
    0x50,
  ]);
  return concat([head, body]);
}

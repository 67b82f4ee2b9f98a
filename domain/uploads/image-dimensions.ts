// Pixel dimensions read from an image's header alone, before (and instead of) decoding it: a file
// of a few kilobytes can claim 100,000 × 100,000 pixels and would take tens of gigabytes to decode
// (a "pixel flood"), so the size is known and judged first. Never throws: malformed or truncated
// bytes answer undefined.
import type { SniffedType } from "./image-format.ts";

export interface Dimensions {
  readonly width: number;
  readonly height: number;
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32le = (b: Uint8Array, at: number) => u24le(b, at) + b[at + 3]! * 0x1000000;

export function readDimensions(bytes: Uint8Array, type: SniffedType): Dimensions | undefined {
  if (type === "image/png") return pngDimensions(bytes);
  if (type === "image/jpeg") return jpegDimensions(bytes);
  if (type === "image/webp") return webpDimensions(bytes);
  return undefined;
}

function pngDimensions(b: Uint8Array): Dimensions | undefined {
  // Signature (8), then the first chunk must be IHDR: length 13, width and height big-endian.
  if (b.length < 24 || u32be(b, 8) !== 13 || String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) !== "IHDR")
    return undefined;
  return positive(u32be(b, 16), u32be(b, 20));
}

/** Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegDimensions(b: Uint8Array): Dimensions | undefined {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at++;
      continue;
    }
    // Markers without a length; the frame header comes before any scan, so a scan or the end
    // before it means there is none.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    const length = u16be(b, at + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (at + 9 > b.length || length < 7) return undefined;
      return positive(u16be(b, at + 7), u16be(b, at + 5));
    }
    at += 2 + length;
  }
  return undefined;
}

function webpDimensions(b: Uint8Array): Dimensions | undefined {
  if (b.length < 20) return undefined;
  const has = (n: number) => b.length >= 20 + n;
  const chunk = String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!);
  const data = 20;
  if (chunk === "VP8X")
    return !has(10) ? undefined : positive(u24le(b, data + 4) + 1, u24le(b, data + 7) + 1);
  if (chunk === "VP8 ") {
    // Frame tag (3 bytes), start code 9D 01 2A, then 14-bit width and height (2 bits of scale).
    if (!has(10) || b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a) return undefined;
    return positive(
      (b[data + 6]! | (b[data + 7]! << 8)) & 0x3fff,
      (b[data + 8]! | (b[data + 9]! << 8)) & 0x3fff,
    );
  }
  if (chunk === "VP8L") {
    if (!has(5) || b[data] !== 0x2f) return undefined;
    const bits = u32le(b, data + 1);
    return positive((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return undefined;
}

const positive = (width: number, height: number): Dimensions | undefined =>
  width > 0 && height > 0 ? { width, height } : undefined;

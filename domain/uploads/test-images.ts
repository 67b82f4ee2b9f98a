// Builders of image containers for the upload tests (domain and integration): real PNG, JPEG and
// WebP framing around pixel data the caller gives, so a test can plant metadata, lie about
// dimensions or cut a file short. Pure; the integration tests compress real PNG pixels themselves.
import { crc32 } from "./crc32.ts";

export const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const u32be = (n: number) =>
  new Uint8Array([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
const u16be = (n: number) => new Uint8Array([(n >>> 8) & 0xff, n & 0xff]);
const u32le = (n: number) =>
  new Uint8Array([n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff]);

export const pngSignature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concatBytes(ascii(type), data);
  return concatBytes(u32be(data.length), typed, u32be(crc32(typed)));
}

/** An 8-bit RGB PNG: IHDR, the chunks given (metadata, IDAT …) in order, IEND. */
export function png(width: number, height: number, chunks: readonly Uint8Array[]): Uint8Array {
  const ihdr = concatBytes(u32be(width), u32be(height), new Uint8Array([8, 2, 0, 0, 0]));
  return concatBytes(pngSignature, pngChunk("IHDR", ihdr), ...chunks, pngChunk("IEND", new Uint8Array()));
}

export function jpegSegment(marker: number, data: Uint8Array): Uint8Array {
  return concatBytes(new Uint8Array([0xff, marker]), u16be(data.length + 2), data);
}

/** A baseline JPEG frame: SOI, the segments given, SOF0 with the size, SOS, the scan bytes, EOI. */
export function jpeg(
  width: number,
  height: number,
  segments: readonly Uint8Array[],
  scan: Uint8Array,
): Uint8Array {
  const sof = jpegSegment(
    0xc0,
    concatBytes(new Uint8Array([8]), u16be(height), u16be(width), new Uint8Array([1, 1, 0x11, 0])),
  );
  const sos = jpegSegment(0xda, new Uint8Array([1, 1, 0, 0, 63, 0]));
  return concatBytes(new Uint8Array([0xff, 0xd8]), ...segments, sof, sos, scan, new Uint8Array([0xff, 0xd9]));
}

export function webpChunk(fourcc: string, data: Uint8Array): Uint8Array {
  return concatBytes(
    ascii(fourcc),
    u32le(data.length),
    data,
    data.length % 2 ? new Uint8Array([0]) : new Uint8Array(),
  );
}

/** An extended WebP: VP8X with the flags given, then the chunks given. */
export function webp(
  width: number,
  height: number,
  flags: number,
  chunks: readonly Uint8Array[],
): Uint8Array {
  const vp8x = new Uint8Array(10);
  vp8x[0] = flags;
  vp8x.set(u32le(width - 1).subarray(0, 3), 4);
  vp8x.set(u32le(height - 1).subarray(0, 3), 7);
  const body = concatBytes(ascii("WEBP"), webpChunk("VP8X", vp8x), ...chunks);
  return concatBytes(ascii("RIFF"), u32le(body.length), body);
}

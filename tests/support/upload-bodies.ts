// Upload bodies for the integration tests: real PNG images (pixels deflated by zlib) with metadata
// planted in them, and multipart/form-data bodies written by hand, so a test controls the declared
// type, the part names and the framing.
import { deflateSync } from "node:zlib";
import { ascii, concatBytes, png, pngChunk } from "../../domain/uploads/test-images.ts";

/** A real RGB PNG of this size (a gradient), with the chunks given before its pixels. */
export function realPng(width: number, height: number, before: readonly Uint8Array[] = []): Uint8Array {
  const row = width * 3 + 1;
  const raw = new Uint8Array(row * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw.set([x & 0xff, y & 0xff, (x + y) & 0xff], y * row + 1 + x * 3);
  return png(width, height, [...before, pngChunk("IDAT", new Uint8Array(deflateSync(raw)))]);
}

export const gpsSecret = "GPSLatitude 45.4408N 12.3155E";
export const pngText = (text: string) => pngChunk("tEXt", ascii(`Comment\0${text}`));
export const pngExif = (text: string) => pngChunk("eXIf", concatBytes(ascii("MM\0*"), ascii(text)));

export interface UploadPart {
  name: string;
  filename?: string | undefined;
  contentType?: string | undefined;
  data: Uint8Array | string;
}

export function multipart(parts: readonly UploadPart[]): {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
} {
  // Fixed, so the same parts make the same bytes: a replay under one Idempotency-Key must match.
  const boundary = "----hearth-test-7c1d0f3a9e5b";
  const body = new Uint8Array(
    concatBytes(
      ...parts.flatMap((p) => [
        ascii(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
            (p.filename === undefined ? "" : `; filename="${p.filename}"`) +
            "\r\n" +
            (p.contentType === undefined ? "" : `Content-Type: ${p.contentType}\r\n`) +
            "\r\n",
        ),
        typeof p.data === "string" ? new TextEncoder().encode(p.data) : p.data,
        ascii("\r\n"),
      ]),
      ascii(`--${boundary}--\r\n`),
    ),
  );
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A fetch init sending one file as the part `file`, declared as the type given. */
export function fileUpload(data: Uint8Array, declared = "image/png", headers: Record<string, string> = {}) {
  const { body, contentType } = multipart([
    { name: "file", filename: "photo.png", contentType: declared, data },
  ]);
  return { method: "POST", body, headers: { "content-type": contentType, ...headers } };
}

// Whether a photo the host picked fits the configuration's photosConstraints (listing spec §5),
// judged from the file's first bytes before anything is sent. The type is read from the magic
// bytes and the size from the header (domain/uploads), never by decoding the pixels: a file of a
// few kilobytes may declare 100,000 × 100,000 pixels, and decoding it to measure it would take
// gigabytes (a pixel flood). The server checks the same bounds again (domain/uploads/upload-check.ts).
import type { PhotosConstraints } from "../configuration/configuration.ts";
import { readDimensions } from "../uploads/image-dimensions.ts";
import { isImageType, sniffType } from "../uploads/image-format.ts";
import { photoViolations } from "../validation/photo-constraints.ts";

export type PhotoFileFit =
  | { readonly ok: true; readonly mimeType: string; readonly width: number; readonly height: number }
  /** Not one of the accepted image types, whatever its name or declared type says. */
  | { readonly ok: false; readonly refusal: "type" }
  /** An accepted type whose header gives no size (cut short, or not really an image). */
  | { readonly ok: false; readonly refusal: "unreadable" }
  | {
      readonly ok: false;
      readonly refusal: "too-small" | "too-large";
      readonly width: number;
      readonly height: number;
    };

/**
 * How many leading bytes the check reads: a JPEG's size sits after its metadata segments (each at
 * most 64 KB), which real cameras keep well under this; the rest of the file is not needed.
 */
export const photoHeaderBytes = 2 * 1024 * 1024;

export function photoFileFit(header: Uint8Array, constraints: PhotosConstraints): PhotoFileFit {
  const type = sniffType(header);
  if (type === undefined || !isImageType(type) || !constraints.mimeTypes.includes(type))
    return { ok: false, refusal: "type" };
  const dimensions = readDimensions(header, type);
  if (dimensions === undefined) return { ok: false, refusal: "unreadable" };
  const { width, height } = dimensions;
  const violations = photoViolations({ mimeType: type, width, height }, constraints);
  // Too large first: a flood that is also too narrow is refused for its size, the danger.
  if (violations.includes("too-large")) return { ok: false, refusal: "too-large", width, height };
  if (violations.includes("too-small")) return { ok: false, refusal: "too-small", width, height };
  return { ok: true, mimeType: type, width, height };
}

// Whether an uploaded file may be stored, and the bytes to store: the type from its magic bytes,
// the byte size, the pixel dimensions read from the header (never decoded), a pixel budget
// against floods, the container's structure (image data present, one size only), then the
// metadata stripped. The first failing check answers, with a reason
// the host can act on.
import type { PhotosConstraints } from "../configuration/configuration.ts";
import { photoViolations } from "../validation/photo-constraints.ts";
import { imageContainerFault } from "./image-container.ts";
import { readDimensions, type Dimensions } from "./image-dimensions.ts";
import { isImageType, sniffType, type SniffedType } from "./image-format.ts";
import { pdfFault } from "./pdf-structure.ts";
import { stripImageMetadata } from "./strip-image-metadata.ts";

export interface UploadRules {
  /** Image types and pixel bounds (the configuration's photosConstraints, or a kind's own). */
  readonly image: PhotosConstraints;
  /** Whether a PDF is taken too (identity documents). */
  readonly acceptsPdf: boolean;
  readonly maxBytes: number;
  /** Width × height at most: a decoder given the file later must not need gigabytes. */
  readonly maxPixels: number;
}

export type UploadViolation = "empty" | "too-many-bytes" | "type" | "unreadable" | "too-small" | "too-large";

export type CheckedUpload =
  | {
      readonly ok: true;
      readonly type: SniffedType;
      readonly bytes: Uint8Array;
      readonly dimensions?: Dimensions;
    }
  | { readonly ok: false; readonly violation: UploadViolation; readonly reason: string };

const refuse = (violation: UploadViolation, reason: string): CheckedUpload => ({
  ok: false,
  violation,
  reason,
});

export function checkUpload(bytes: Uint8Array, rules: UploadRules): CheckedUpload {
  if (bytes.length === 0) return refuse("empty", "the file is empty");
  if (bytes.length > rules.maxBytes)
    return refuse("too-many-bytes", `the file is larger than ${rules.maxBytes} bytes`);
  const type = sniffType(bytes);
  const accepted = [...rules.image.mimeTypes, ...(rules.acceptsPdf ? ["application/pdf"] : [])];
  if (type === undefined || !accepted.includes(type))
    return refuse("type", `the file's content is not one of ${accepted.join(", ")}`);
  if (!isImageType(type)) {
    const fault = pdfFault(bytes);
    return fault === undefined ? { ok: true, type, bytes } : refuse("unreadable", fault);
  }
  const dimensions = readDimensions(bytes, type);
  if (dimensions === undefined) return refuse("unreadable", "the image header cannot be read");
  const { width, height } = dimensions;
  const violations = photoViolations({ mimeType: type, width, height }, rules.image);
  if (violations.includes("too-large") || width * height > rules.maxPixels)
    return refuse(
      "too-large",
      `the image is ${width}×${height} pixels; at most ${rules.image.maxWidth}×${rules.image.maxHeight} and ${rules.maxPixels} pixels in all`,
    );
  if (violations.includes("too-small"))
    return refuse(
      "too-small",
      `the image is ${width}×${height} pixels; at least ${rules.image.minWidth}×${rules.image.minHeight}`,
    );
  // Only a sound container is stored: a header alone, or one hiding a second size, is not an image.
  const fault = imageContainerFault(bytes, type);
  if (fault !== undefined) return refuse("unreadable", fault);
  const stripped = stripImageMetadata(bytes, type);
  if (stripped === undefined) return refuse("unreadable", "the image file is malformed or truncated");
  return { ok: true, type, bytes: stripped, dimensions };
}

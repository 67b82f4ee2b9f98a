// Photo checks (listing spec §5): the accepted mime types and the pixel bounds come from the server
// configuration (configuration.propertyUnit.photosConstraints), so the rule takes them as input.
import type { PhotosConstraints } from "../configuration/configuration.ts";

export interface PhotoCandidate {
  readonly mimeType: string;
  readonly width: number;
  readonly height: number;
}

export type PhotoViolation = "mime-type" | "too-small" | "too-large";

export function photoViolations(photo: PhotoCandidate, c: PhotosConstraints): PhotoViolation[] {
  const out: PhotoViolation[] = [];
  if (!c.mimeTypes.includes(photo.mimeType)) out.push("mime-type");
  if (photo.width < c.minWidth || photo.height < c.minHeight) out.push("too-small");
  if (photo.width > c.maxWidth || photo.height > c.maxHeight) out.push("too-large");
  return out;
}

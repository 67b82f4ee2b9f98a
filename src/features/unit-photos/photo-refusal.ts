// The words for a photo refused before or at upload: what is wrong with this file and what the
// configuration asks, so the host knows which photo to export again and how.
import type { TFunction } from "i18next";
import type { PhotosConstraints } from "../../../domain/configuration/configuration.ts";
import type { PhotoUploadStatus } from "./use-photo-uploads.ts";

/** How hosts know the formats: by their usual names, not their mime types. */
const typeNames: Readonly<Record<string, string>> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
};

/** "JPEG, PNG, WebP" from the configuration's mime types. */
export const acceptedTypeNames = (constraints: PhotosConstraints) =>
  constraints.mimeTypes
    .map((type) => typeNames[type] ?? (type.split("/")[1] ?? type).toUpperCase())
    .join(", ");

export function photoRefusal(
  t: TFunction,
  name: string,
  why: Extract<PhotoUploadStatus, { phase: "refused" }>["why"],
  constraints: PhotosConstraints | undefined,
): string {
  if ("server" in why) return t("unitPhotos.refused.server", { name, reason: why.server });
  const bounds = constraints ?? { minWidth: 0, minHeight: 0, maxWidth: 0, maxHeight: 0, mimeTypes: [] };
  switch (why.refusal) {
    case "type":
      return t("unitPhotos.refused.type", { name, types: acceptedTypeNames(bounds) });
    case "unreadable":
      return t("unitPhotos.refused.unreadable", { name });
    case "too-small":
      return t("unitPhotos.refused.tooSmall", { name, width: why.width, height: why.height, ...bounds });
    case "too-large":
      return t("unitPhotos.refused.tooLarge", { name, width: why.width, height: why.height, ...bounds });
  }
}

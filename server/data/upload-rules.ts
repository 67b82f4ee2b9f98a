// The checks each kind of upload gets (domain/uploads/upload-check.ts applies them). Unit photos
// take the configuration's photo constraints as the client shows them; the user image and
// identity documents have bounds of their own, decided in docs/decisions.md.
import type { UploadKind } from "../../domain/uploads/uploaded-file.ts";
import type { UploadRules } from "../../domain/uploads/upload-check.ts";
import { defaultLocale } from "../../domain/locale/supported-locale.ts";
import { propertiesConfiguration } from "./listing-catalogues.ts";

const mebibytes = (n: number) => n * 1024 * 1024;

export const uploadRules: Record<UploadKind, UploadRules> = {
  unit_photo: {
    // The constraints do not depend on the locale; any locale's configuration carries them.
    image: propertiesConfiguration(defaultLocale).propertyUnit.photosConstraints,
    acceptsPdf: false,
    maxBytes: mebibytes(15),
    // 50 megapixels: more than any phone or camera a host uses, and about 200 MB decoded as RGBA.
    maxPixels: 50_000_000,
  },
  user_image: {
    image: { mimeTypes: ["image/jpeg", "image/png", "image/webp"], minWidth: 64, minHeight: 64, maxWidth: 4096, maxHeight: 4096 },
    acceptsPdf: false,
    maxBytes: mebibytes(5),
    maxPixels: 4096 * 4096,
  },
  identity_document: {
    // Large enough to read a card's small print, and scans as PDF.
    image: { mimeTypes: ["image/jpeg", "image/png"], minWidth: 600, minHeight: 400, maxWidth: 16000, maxHeight: 16000 },
    acceptsPdf: true,
    maxBytes: mebibytes(10),
    maxPixels: 50_000_000,
  },
};

// Most photos one unit keeps: a rule of the domain, which a reorder's payload is bounded by too.
export { maxUnitPhotos } from "../../domain/unit-photos/photo-order.ts";

/** The body limit of an upload route: the file's limit plus room for the multipart framing. */
export const uploadBodyLimit = (kind: UploadKind, files = 1) => uploadRules[kind].maxBytes * files + 64 * 1024;

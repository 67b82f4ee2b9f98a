// The OpenAPI operations of the uploads (upload-routes.ts), joined to the main table in
// api-operations.ts.
import { Schema } from "effect";
import { UploadedFile } from "../../domain/uploads/uploaded-file.ts";
import type { ApiOperation } from "../http/openapi.ts";

const documentFiles = Object.fromEntries([0, 1, 2, 3, 4].map((i) => [`files[${i}]`, "file" as const]));

export const uploadApiOperations: readonly ApiOperation[] = [
  {
    method: "POST",
    path: "/api/app/user/image",
    summary: "Upload the user image (JPEG, PNG or WebP; metadata stripped; replaces the old one)",
    multipart: { file: "file" },
    response: Schema.Struct({ image: UploadedFile, imageUrls: Schema.Array(Schema.NullOr(Schema.String)) }),
  },
  {
    method: "DELETE",
    path: "/api/app/user/image",
    summary: "Remove the user image",
    response: Schema.Struct({ imageUrls: Schema.Array(Schema.String) }),
  },
  {
    method: "POST",
    path: "/api/app/user/onboarding/documentUpload",
    summary: "Upload identity documents: documentType and files[0] … files[4] (JPEG, PNG or PDF)",
    multipart: { documentType: "text", ...documentFiles },
    response: Schema.Struct({ documents: Schema.Array(UploadedFile) }),
  },
  {
    method: "GET",
    path: "/api/app/user/onboarding/documents",
    summary: "The identity documents uploaded (the files are not served back)",
    response: Schema.Struct({ documents: Schema.Array(UploadedFile) }),
  },
  {
    method: "GET",
    path: "/api/app/property-unit/:id/photos",
    summary: "A unit's photos in the host's order (the first is the cover); new photos last",
    response: Schema.Struct({ photos: Schema.Array(UploadedFile) }),
  },
  {
    method: "POST",
    path: "/api/app/property-unit/:id/photos",
    summary: "Upload a unit photo (checked against the configuration's photosConstraints)",
    multipart: { file: "file" },
    response: UploadedFile,
  },
  {
    method: "DELETE",
    path: "/api/app/property-unit/:id/photos/:photoId",
    summary: "Delete a unit photo",
    response: Schema.Struct({ deleted: Schema.String }),
  },
  {
    method: "GET",
    path: "/api/public/files/:id",
    summary: "An uploaded image, by its unguessable id (identity documents are never served)",
    produces: "image/*",
  },
];

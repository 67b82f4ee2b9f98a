// What the server answers about a stored upload (listing spec §7: unit photos, identity documents
// and the user image). The bytes themselves are served apart: images at their `url`, identity
// documents never (only staff reviewing the verification would read them).
import { Schema } from "effect";

export const UploadKind = Schema.Literals(["unit_photo", "user_image", "identity_document"]);
export type UploadKind = typeof UploadKind.Type;

/** What an identity document upload is (the verification steps' upload pages). */
export const DocumentType = Schema.Literals([
  "identity_card",
  "passport",
  "driving_licence",
  "proof_of_address",
  "company_registration",
  "bank_statement",
]);
export type DocumentType = typeof DocumentType.Type;

/** Indices of the files of one document (front and back of a card, pages of a statement). */
export const maxDocumentFiles = 5;

export const UploadedFile = Schema.Struct({
  id: Schema.String,
  kind: UploadKind,
  mimeType: Schema.String,
  byteSize: Schema.Number,
  width: Schema.NullOr(Schema.Number),
  height: Schema.NullOr(Schema.Number),
  unitId: Schema.NullOr(Schema.String),
  documentType: Schema.NullOr(DocumentType),
  documentIndex: Schema.NullOr(Schema.Number),
  /** Where the image is served; null for identity documents. */
  url: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
});
export type UploadedFile = typeof UploadedFile.Type;

/** The text fields of POST /api/app/user/onboarding/documentUpload, besides the files. */
export const DocumentUploadFields = Schema.Struct({ documentType: DocumentType });

// The OpenAPI operations of the uploads (upload-routes.ts), init-onboarding and the billing tag
// (onboarding-routes.ts) and hosted checkout (checkout-routes.ts), joined to the main table in
// api-operations.ts.
import { Schema } from "effect";
import { InitOnboardingPayload } from "../../domain/account/onboarding-start.ts";
import { UploadedFile } from "../../domain/uploads/uploaded-file.ts";
import {
  CheckoutApplied,
  HostedCheckout,
  StartCheckoutPayload,
} from "../../domain/subscription/hosted-checkout.ts";
import { SubscriptionInProgressPayload } from "../../domain/subscription/subscription-payloads.ts";
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
  {
    method: "POST",
    path: "/api/app/user/init-onboarding",
    summary: "Start onboarding: host type and commercial model",
    body: InitOnboardingPayload,
    response: Schema.Struct({
      onboardingStatus: Schema.Literal("in_progress"),
      type: Schema.Literals(["individual", "company"]),
      commercialModel: Schema.String,
    }),
  },
  {
    method: "PUT",
    path: "/api/app/user/billing-tag/:tag/save",
    summary: "Save the host's billing tag",
    response: Schema.Struct({ billingTag: Schema.String }),
  },
  {
    method: "POST",
    path: "/api/app/subscription/checkout",
    summary: "Open a hosted checkout page for a unit's first subscription",
    body: StartCheckoutPayload,
    response: HostedCheckout,
  },
  {
    method: "POST",
    path: "/api/app/subscription/in_progress",
    summary: "Report a hosted checkout page back; once paid, the subscription starts",
    body: SubscriptionInProgressPayload,
    response: CheckoutApplied,
  },
];

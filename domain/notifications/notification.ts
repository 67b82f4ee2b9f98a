// Notification entries and user interactions (listing spec §3). An entry's key is composed of a
// prefix, a type and, for unit-specific prompts, the unit id: "notification:instantBooking:u-17".
import { Schema } from "effect";
import { IsoDateTime } from "../subscription/subscription.ts";

export const NotificationType = Schema.Literals([
  "discountPromotion",
  "describeIdealGuest",
  "instantBooking",
  "instantBookingAll",
  "instantBookingSome",
  "requiredCodiceIdentificationNumber",
  "uniqueRegistrationNumber",
]);
export type NotificationType = typeof NotificationType.Type;

export const NotificationEntry = Schema.Struct({
  key: Schema.String.check(Schema.isMinLength(1)),
  interacted: Schema.Boolean,
  createdAt: IsoDateTime,
});
export type NotificationEntry = typeof NotificationEntry.Type;

/** Body item of PUT /api/app/user/interaction; GET /api/app/user/interactions answers a list of them. */
export const UserInteraction = Schema.Struct({
  interactionType: Schema.String.check(Schema.isMinLength(1)),
  createdAt: IsoDateTime,
  interacted: Schema.Boolean,
});
export type UserInteraction = typeof UserInteraction.Type;

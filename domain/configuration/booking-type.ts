// Booking types and payment preferences (listing spec §3).
import { Schema } from "effect";

export const BookingTypeValue = Schema.Literals(["onLine", "onRequest"]);
export type BookingTypeValue = typeof BookingTypeValue.Type;

export const BookingTypeOption = Schema.Struct({
  type: BookingTypeValue,
  name: Schema.String,
  alternativeTitle: Schema.String,
});
export type BookingTypeOption = typeof BookingTypeOption.Type;

export const PaymentPreference = Schema.Literals([
  "online_100",
  "online_30_70_split",
  "online_50",
  "online_30",
]);
export type PaymentPreference = typeof PaymentPreference.Type;

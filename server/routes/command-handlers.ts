// The server's handler of each command, by the command's name: the one place a new command's
// server part is added (its route and body come from its definition in domain/commands).
import { bookingHandlers } from "./booking-routes.ts";
import { bookingRequestHandlers } from "./booking-request-routes.ts";
import { inquiryHandlers } from "./inquiry-routes.ts";
import { unavailabilityHandlers } from "./unavailability-routes.ts";
import { unitHandlers } from "./unit-routes.ts";
import { propertyHandlers } from "./property-write-routes.ts";
import { unitPhotoHandlers } from "./unit-photo-order-routes.ts";
import { listingHandlers } from "./listing-routes.ts";
import { reviewHandlers } from "./review-routes.ts";
import { userInteractionHandlers } from "./user-interaction-routes.ts";
import { guestPreferenceHandlers } from "./guest-preference-routes.ts";
import { helpHandlers } from "./help-routes.ts";
import { messagingHandlers } from "./messaging-routes.ts";
import { subscriptionHandlers } from "./subscription-routes.ts";
import { userInfoHandlers } from "./user-info-routes.ts";
import type { CommandHandlers } from "./command-routes.ts";

/** `publicOrigin`: the server's public URL, which a published unit's links name. */
export function commandHandlers(publicOrigin: string): CommandHandlers {
  return {
    ...subscriptionHandlers(),
    ...userInfoHandlers(),
    ...messagingHandlers(),
    ...helpHandlers(),
    ...guestPreferenceHandlers(),
    ...userInteractionHandlers(),
    ...reviewHandlers(),
    ...bookingRequestHandlers(),
    ...bookingHandlers(),
    ...inquiryHandlers(),
    ...unavailabilityHandlers(),
    ...unitHandlers(publicOrigin),
    ...propertyHandlers(),
    ...unitPhotoHandlers(),
    ...listingHandlers(),
  };
}

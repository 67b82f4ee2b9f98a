// Every command the UI can make, by type. The outbox refuses a type that is not here.
import type { CommandDefinition } from "./command.ts";
import { cancelBooking } from "./booking-commands.ts";
import { confirmBookingRequest, rejectBookingRequest } from "./booking-request-commands.ts";
import { blockDates, setCalendarStatus, unblockDates } from "./calendar-commands.ts";
import { updateGuestPreferences } from "./guest-preference-commands.ts";
import { sendSupportMessage } from "./help-commands.ts";
import { confirmInquiry, rejectInquiry } from "./inquiry-commands.ts";
import { sendMessage, setChannelFlags } from "./messaging-commands.ts";
import { markNotificationsRead } from "./notification-commands.ts";
import {
  createProperty,
  createUnit,
  deleteProperty,
  savePropertyLocation,
  updateProperty,
} from "./property-commands.ts";
import { markReviewsSeen, replyToReview } from "./review-commands.ts";
import {
  bookCoinBoost,
  cancelSubscription,
  changePlan,
  deleteScheduledChange,
} from "./subscription-commands.ts";
import { updateTask } from "./task-commands.ts";
import { updateUserInfo } from "./user-info-commands.ts";
import { updateHostDetails } from "./host-details-commands.ts";
import { reorderUnitPhotos } from "./unit-photo-commands.ts";
import {
  changeBookingPreference,
  deleteUnit,
  publishUnit,
  saveListingProgress,
  setPromotion,
  unpublishUnit,
  updateRegionalRequirements,
  updateUnit,
} from "./unit-commands.ts";

export const commandCatalogue = {
  // Reservations (operations spec §7)
  confirmBookingRequest,
  rejectBookingRequest,
  cancelBooking,
  confirmInquiry,
  rejectInquiry,
  // Calendar
  blockDates,
  unblockDates,
  setCalendarStatus,
  // Properties (listing spec §7)
  createProperty,
  updateProperty,
  savePropertyLocation,
  deleteProperty,
  createUnit,
  // Units and listing (listing spec §7)
  publishUnit,
  unpublishUnit,
  deleteUnit,
  updateUnit,
  saveListingProgress,
  setPromotion,
  updateRegionalRequirements,
  changeBookingPreference,
  reorderUnitPhotos,
  // Inbox and reviews
  sendMessage,
  setChannelFlags,
  replyToReview,
  markReviewsSeen,
  // Host account
  updateUserInfo,
  updateHostDetails,
  markNotificationsRead,
  updateGuestPreferences,
  updateTask,
  changePlan,
  deleteScheduledChange,
  cancelSubscription,
  bookCoinBoost,
  // Help
  sendSupportMessage,
} as const;

export type CommandType = keyof typeof commandCatalogue;
export type CommandPayload<T extends CommandType> =
  (typeof commandCatalogue)[T] extends CommandDefinition<T, infer P> ? P : never;

export function commandDefinition(type: string): CommandDefinition<string, unknown> | undefined {
  return Object.hasOwn(commandCatalogue, type)
    ? (commandCatalogue as Record<string, CommandDefinition<string, unknown>>)[type]
    : undefined;
}

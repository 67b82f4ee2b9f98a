// Sample local documents for the commands' tests and benchmarks: valid defaults that a test overrides
// field by field, so each test states only what it is about.
import type { UnavailabilityDocument } from "../calendar/unavailability-document.ts";
import {
  guestPreferencesDocumentId,
  type GuestPreferencesDocument,
} from "../guest-profile/guest-preferences-document.ts";
import { PropertyId, SubscriptionId, UnitId } from "../ids.ts";
import { ChannelId, type ChannelDocument } from "../messaging/channel-document.ts";
import { MessageId, type MessageDocument } from "../messaging/message-document.ts";
import type { NotificationDocument } from "../notifications/notification-document.ts";
import type { UnitDocument } from "../properties/unit-document.ts";
import type { ReservationDocument } from "../reservations/reservation-document.ts";
import { ReviewId, type ReviewDocument } from "../reviews/review-document.ts";
import type { SubscriptionDocument } from "../subscription/subscription-document.ts";
import type { TaskDocument } from "../tasks/task-document.ts";
import {
  collectionNames,
  documentIdOf,
  type CollectionName,
  type DocumentsByCollection,
  type LocalDocuments,
} from "./command.ts";
import { emptyListingDetails } from "../properties/unit-listing-details.ts";

export function sampleReservation(overrides: Partial<ReservationDocument> = {}): ReservationDocument {
  return {
    id: "r-1",
    kind: "booking",
    status: "CONFIRMED",
    unitId: "u-1",
    unitTitle: "Sea view flat",
    checkIn: "2025-07-01",
    checkOut: "2025-07-08",
    guestName: "Ana Lopez",
    guestCount: 2,
    totalPrice: 840,
    currency: "EUR",
    createdAt: "2025-05-02T09:00:00.000Z",
    bookingCode: "HX-1001",
    seq: 10,
    _deleted: false,
    ...overrides,
  };
}

export function sampleUnit(overrides: Partial<UnitDocument> = {}): UnitDocument {
  return {
    id: UnitId.make("u-1"),
    propertyId: PropertyId.make("p-1"),
    title: "Sea view flat",
    state: "PUBLISHED",
    calendarStatus: "AVAILABLE",
    guests: 4,
    bedroomCount: 2,
    propertySize: 64,
    propertySizeMeasurementUnit: "metric",
    thumbnail: null,
    links: [{ name: "Listing", url: "https://example.com/u-1" }],
    invalidFields: [],
    completedListingSteps: ["property", "photos"],
    bookingType: "onRequest",
    promotions: {},
    regionalRequirements: null,
    ...emptyListingDetails,
    seq: 11,
    ...overrides,
  };
}

export function sampleBlock(
  dateFrom: string,
  dateTo: string,
  overrides: Partial<UnavailabilityDocument> = {},
): UnavailabilityDocument {
  return {
    id: `b-${dateFrom}-${dateTo}`,
    unitId: UnitId.make("u-1"),
    dateFrom,
    dateTo,
    source: "manual",
    provider: null,
    seq: 12,
    ...overrides,
  };
}

export function sampleChannel(overrides: Partial<ChannelDocument> = {}): ChannelDocument {
  return {
    id: ChannelId.make("c-1"),
    type: "messaging",
    bookingCode: "HX-1001",
    guestName: "Ana Lopez",
    archived: false,
    unread: true,
    favorited: false,
    lastMessageAt: "2025-05-02T09:00:00.000Z",
    seq: 13,
    ...overrides,
  };
}

export function sampleMessage(overrides: Partial<MessageDocument> = {}): MessageDocument {
  return {
    id: MessageId.make("m-000001"),
    channelId: ChannelId.make("c-1"),
    authorRole: "guest",
    body: "Is there parking?",
    sentAt: "2025-05-02T09:00:00.000Z",
    seq: 14,
    ...overrides,
  };
}

export function sampleReview(overrides: Partial<ReviewDocument> = {}): ReviewDocument {
  return {
    publicId: ReviewId.make("rv-1"),
    unitId: UnitId.make("u-1"),
    rating: 5,
    text: "Lovely stay",
    reply: null,
    isNew: true,
    createdAt: "2025-07-10T12:00:00.000Z",
    seq: 15,
    ...overrides,
  };
}

export function sampleNotification(overrides: Partial<NotificationDocument> = {}): NotificationDocument {
  return {
    key: "notification:instantBooking:u-1",
    interacted: false,
    createdAt: "2025-05-01T08:00:00.000Z",
    seq: 16,
    ...overrides,
  };
}

export function sampleTask(overrides: Partial<TaskDocument> = {}): TaskDocument {
  return { type: "bulk_switch_to_instant_booking", status: "not_started", seq: 17, ...overrides };
}

export function sampleGuestPreferences(
  overrides: Partial<GuestPreferencesDocument> = {},
): GuestPreferencesDocument {
  return {
    id: guestPreferencesDocumentId,
    bookingTimes: ["earlyBird"],
    stayDurations: [],
    startOfStay: [],
    groupSizes: ["family"],
    language: null,
    seq: 18,
    ...overrides,
  };
}

export function sampleSubscription(overrides: Partial<SubscriptionDocument> = {}): SubscriptionDocument {
  return {
    unitId: UnitId.make("u-1"),
    currentPlan: {
      subscriptionId: SubscriptionId.make("s-1"),
      planItemPriceId: "basic-monthly",
      name: "Basic",
      subscriptionStatus: "active",
      subscriptionInternalStatus: "active",
      isCancellationScheduled: false,
    },
    upgradeablePlans: [
      {
        id: "plan-pro",
        name: "Pro",
        planItemPriceId: "pro-yearly",
        price: 240,
        currency: "EUR",
        period: 1,
        periodUnit: "year",
      },
    ],
    boostsInfo: [],
    scheduledChange: null,
    seq: 19,
    ...overrides,
  };
}

export type SampleCollections = { readonly [C in CollectionName]?: readonly DocumentsByCollection[C][] };

/** Local documents holding exactly the given documents; collections not named are absent. */
export function localDocumentsOf(collections: SampleCollections): LocalDocuments {
  const documents: Record<string, ReadonlyMap<string, unknown>> = { reservations: new Map() };
  for (const name of collectionNames) {
    const docs = collections[name];
    if (docs === undefined) continue;
    const idOf = documentIdOf[name] as (doc: unknown) => string;
    documents[name] = new Map(docs.map((doc) => [idOf(doc), doc]));
  }
  return documents as unknown as LocalDocuments;
}

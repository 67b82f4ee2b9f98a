// Properties every command of the catalogue must have, checked over generated local documents and
// payloads: valid REST calls, no mutation of its inputs, valid documents out, nothing done when its
// target is absent, the same answer every time, and no pending mark once the mirror shows its effect.
import { Exit, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar/calendar-day.ts";
import { CalendarStatus } from "../calendar/calendar-status.ts";
import { UnavailabilityDocument } from "../calendar/unavailability-document.ts";
import { GuestPreferencesDocument } from "../guest-profile/guest-preferences-document.ts";
import { guestPreferenceOptions } from "../guest-profile/guest-preferences.ts";
import { PropertyId, SubscriptionId, UnitId } from "../ids.ts";
import { ListingStepName } from "../listing/listing-step.ts";
import { ChannelDocument, ChannelId } from "../messaging/channel-document.ts";
import { MessageDocument, MessageId } from "../messaging/message-document.ts";
import { NotificationDocument } from "../notifications/notification-document.ts";
import { PropertyDocument } from "../properties/property-document.ts";
import { PropertyState } from "../properties/property-state.ts";
import { UnitDocument } from "../properties/unit-document.ts";
import { BookingRequestStatus } from "../reservations/booking-request.ts";
import { BookingStatus } from "../reservations/booking.ts";
import { InquiryStatus } from "../reservations/inquiry.ts";
import { ReservationDocument } from "../reservations/reservation-document.ts";
import { BookingId, InquiryId } from "../reservations/reservation-ids.ts";
import { ReviewDocument, ReviewId } from "../reviews/review-document.ts";
import { SubscriptionDocument } from "../subscription/subscription-document.ts";
import { TaskStatus, TaskType } from "../tasks/task.ts";
import { TaskDocument } from "../tasks/task-document.ts";
import { overlayPendingCommands } from "./apply-commands.ts";
import {
  collectionNames,
  type CollectionName,
  type DocumentChanges,
  type LocalDocuments,
} from "./command.ts";
import {
  commandCatalogue,
  commandDefinition,
  type CommandPayload,
  type CommandType,
} from "./command-catalogue.ts";
import {
  localDocumentsOf,
  sampleGuestPreferences,
  sampleSubscription,
  sampleUnit,
  type SampleCollections,
} from "./sample-documents.ts";

// ---- payloads ---------------------------------------------------------------------------------

const day = fc.integer({ min: 0, max: 40 }).map((n) => addDays("2025-02-20", n));
const range = fc
  .tuple(day, day)
  .filter(([a, b]) => a !== b)
  .map(([a, b]) => (a < b ? { dateFrom: a, dateTo: b } : { dateFrom: b, dateTo: a }));
const instant = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2026, 0, 1) })
  .map((ms) => new Date(ms).toISOString());
const text = fc
  .string({ minLength: 1, maxLength: 12 })
  .map((s) => s.trim())
  .filter((s) => s !== "");

const unitId = fc.constantFrom("u-1", "u-2").map((id) => UnitId.make(id));
const propertyId = fc.constantFrom("p-1", "p-2").map((id) => PropertyId.make(id));
// Ids a device makes; two fixed ones, so a generated world sometimes holds the one made already.
const newIds = ["0f8e1d2c-3b4a-4596-8877-665544332211", "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d"] as const;
const newPropertyId = fc.constantFrom(...newIds).map((id) => PropertyId.make(id));
const newUnitId = fc.constantFrom(...newIds).map((id) => UnitId.make(id));
const prose = fc.option(fc.string({ maxLength: 30 }), { nil: null });
const reservationIds = ["r-1", "r-2"] as const;
const channelId = fc.constantFrom("c-1", "c-2").map((id) => ChannelId.make(id));
const messageId = fc.constantFrom("msg-0001", "msg-0002").map((id) => MessageId.make(id));
const reviewId = fc.constantFrom("rv-1", "rv-2").map((id) => ReviewId.make(id));
const notificationKeys = ["n:a", "n:b", "n:c"] as const;
const subscriptionId = fc.constantFrom("s-1", "s-2").map((id) => SubscriptionId.make(id));
const planIds = ["basic", "pro"] as const;
const promotionTypes = ["h-1", "h-2"] as const;

const bookingBody = fc.constantFrom(
  { reason: "OTHER", explanation: "Renovating" } as const,
  { reason: "RATES_MISMATCH" } as const,
  { reason: "RATES_MISMATCH", subReason: "PRICE_TOO_LOW", explanation: "Too low" } as const,
);
const inquiryBody = fc.constantFrom(
  { reason: "OTHER", explanation: "Closed" } as const,
  { reason: "OVERBOOKING", message: "Sorry" } as const,
);
const nonEmpty = <T extends object>(value: T) => Object.keys(value).length > 0;

const payloads: { readonly [T in CommandType]: fc.Arbitrary<CommandPayload<T>> } = {
  confirmBookingRequest: fc.record({ bookingRequestId: fc.constantFrom(...reservationIds) }),
  rejectBookingRequest: fc.record({
    bookingRequestId: fc.constantFrom(...reservationIds),
    body: bookingBody,
  }),
  cancelBooking: fc.record({
    bookingId: fc.constantFrom(...reservationIds).map((id) => BookingId.make(id)),
    body: bookingBody,
    today: day,
  }),
  confirmInquiry: fc.record({
    inquiryId: fc.constantFrom(...reservationIds).map((id) => InquiryId.make(id)),
  }),
  rejectInquiry: fc.record({
    inquiryId: fc.constantFrom(...reservationIds).map((id) => InquiryId.make(id)),
    body: inquiryBody,
  }),
  blockDates: fc.tuple(unitId, range).map(([id, r]) => ({ unitId: id, ...r })),
  unblockDates: fc.tuple(unitId, range).map(([id, r]) => ({ unitId: id, ...r })),
  setCalendarStatus: fc.record({ unitId, status: fc.constantFrom(...CalendarStatus.literals) }),
  createProperty: fc.record({
    propertyId: newPropertyId,
    propertyType: fc.constantFrom("single", "multi"),
    title: text,
  }),
  updateProperty: fc.record({
    propertyId,
    changes: fc
      .record(
        {
          title: text,
          description: prose,
          restaurantDescription: prose,
          specialOfferDescription: prose,
          propertyType: fc.constantFrom("single", "multi"),
        },
        { requiredKeys: [] },
      )
      .filter(nonEmpty),
  }),
  savePropertyLocation: fc.record({
    propertyId,
    location: fc.record(
      {
        countryCode: fc.constantFrom("HR", "IT", "AT"),
        city: text,
        street: text,
        houseNumberOrName: text,
        postalCode: fc.option(fc.constantFrom("21000", "A-6020"), { nil: null }),
        state: fc.option(fc.string({ minLength: 1, maxLength: 3 }), { nil: null }),
        province: fc.option(text, { nil: null }),
      },
      { requiredKeys: ["countryCode", "city", "street", "houseNumberOrName"] },
    ),
  }),
  deleteProperty: fc.record({ propertyId }),
  createUnit: fc.record({ propertyId, unitId: newUnitId }),
  publishUnit: fc.record({ unitId }),
  unpublishUnit: fc.record({ unitId }),
  deleteUnit: fc.record({ unitId }),
  updateUnit: fc.record({
    unitId,
    changes: fc
      .record(
        {
          title: text,
          guests: fc.integer({ min: 1, max: 20 }),
          bedroomCount: fc.integer({ min: 0, max: 10 }),
          propertySize: fc.double({ min: 0, max: 5000, noNaN: true }),
          propertySizeMeasurementUnit: fc.constantFrom("metric", "imperial"),
        },
        { requiredKeys: [] },
      )
      .filter(nonEmpty),
  }),
  saveListingProgress: fc.record({ unitId, steps: fc.subarray([...ListingStepName.literals]) }),
  setPromotion: fc.record({
    unitId,
    type: fc.constantFrom(...promotionTypes),
    state: fc.constantFrom("ACTIVE", "INACTIVE"),
  }),
  updateRegionalRequirements: fc.record({
    unitId,
    regionalRequirements: fc.record({
      ownership: fc.record({ isOwner: fc.constantFrom(true, false, null) }),
      values: fc.constantFrom({}, { tax: { cin: "IT-1" } }, { tax: { cin: null, nights: 3 } }),
    }),
  }),
  changeBookingPreference: fc.record({ bookingType: fc.constantFrom("onLine", "onRequest") }),
  sendMessage: fc.record({ channelId, body: text, clientMessageId: messageId, sentAt: instant }),
  setChannelFlags: fc
    .record(
      { channelId, archived: fc.boolean(), unread: fc.boolean(), favorited: fc.boolean() },
      { requiredKeys: ["channelId"] },
    )
    .filter((p) => Object.keys(p).length > 1),
  replyToReview: fc.record({ reviewId, text }),
  markReviewsSeen: fc.record({ unitId }),
  markNotificationsRead: fc.record({
    keys: fc.uniqueArray(fc.constantFrom(...notificationKeys), { minLength: 1 }),
    now: instant,
  }),
  updateGuestPreferences: fc
    .record(
      {
        bookingTimes: fc.subarray([...guestPreferenceOptions.bookingTimes]),
        stayDurations: fc.subarray([...guestPreferenceOptions.stayDurations]),
        startOfStay: fc.subarray([...guestPreferenceOptions.startOfStay]),
        groupSizes: fc.subarray([...guestPreferenceOptions.groupSizes]),
        language: fc.constantFrom("hostLanguage", "noPreference", null),
      },
      { requiredKeys: [] },
    )
    .filter(nonEmpty),
  updateUserInfo: fc
    .record(
      {
        firstName: text,
        lastName: text,
        alias: fc.option(text, { nil: null }),
        locale: fc.constantFrom("de_DE", "fr_FR"),
        phone: fc.constantFrom(null, { prefix: "+49", number: "30 1234567" }),
      },
      { requiredKeys: [] },
    )
    .filter(nonEmpty),
  updateHostDetails: fc.record(
    {
      aboutHost: fc.option(text, { nil: null }),
      userHasVatId: fc.boolean(),
      vatId: fc.option(text, { nil: null }),
      taxIdentifications: fc.array(fc.record({ id: text, countryIsoCode: fc.constantFrom("DE", "FR") }), {
        maxLength: 2,
      }),
    },
    { requiredKeys: [] },
  ),
  updateTask: fc.record({
    taskType: fc.constantFrom(...TaskType.literals),
    status: fc.constantFrom(...TaskStatus.literals),
  }),
  changePlan: fc.record(
    { subscriptionId, planItemPriceId: fc.constantFrom(...planIds), couponCode: fc.constantFrom("SPRING") },
    { requiredKeys: ["subscriptionId", "planItemPriceId"] },
  ),
  cancelSubscription: fc.record({ subscriptionId, reason: text }),
  deleteScheduledChange: fc.record({ subscriptionId, reason: text }),
  bookCoinBoost: fc.constantFrom(
    { startDate: "2025-03-10", endDate: "2025-03-17" },
    { startDate: "2025-04-01", endDate: "2025-04-02" },
  ),
  sendSupportMessage: fc.record({
    topic: fc.constantFrom("general-feedback", "new-feature"),
    body: text,
    pageId: fc.constantFrom("/home", "/reservations/requests"),
    propertyUnitId: fc.option(unitId, { nil: null }),
  }),
  reorderUnitPhotos: fc.record({
    unitId,
    photoIds: fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 5 }),
  }),
};

/**
 * The collection whose document each command is about: without it, the command does nothing. Null
 * for a command that changes no local document (a message to support).
 */
const targetCollection: { readonly [T in CommandType]: CollectionName | null } = {
  confirmBookingRequest: "reservations",
  rejectBookingRequest: "reservations",
  cancelBooking: "reservations",
  confirmInquiry: "reservations",
  rejectInquiry: "reservations",
  blockDates: "units",
  unblockDates: "units",
  setCalendarStatus: "units",
  createProperty: "properties",
  updateProperty: "properties",
  savePropertyLocation: "properties",
  deleteProperty: "properties",
  createUnit: "units",
  publishUnit: "units",
  unpublishUnit: "units",
  deleteUnit: "units",
  updateUnit: "units",
  saveListingProgress: "units",
  setPromotion: "units",
  updateRegionalRequirements: "units",
  changeBookingPreference: "units",
  sendMessage: "channels",
  setChannelFlags: "channels",
  replyToReview: "reviews",
  markReviewsSeen: "reviews",
  markNotificationsRead: "notifications",
  updateGuestPreferences: "guestPreferences",
  updateTask: "tasks",
  changePlan: "subscriptions",
  cancelSubscription: "subscriptions",
  deleteScheduledChange: "subscriptions",
  bookCoinBoost: "subscriptions",
  sendSupportMessage: null,
  updateUserInfo: null,
  updateHostDetails: null,
  reorderUnitPhotos: null,
};

const commandTypes = Object.keys(commandCatalogue) as CommandType[];

interface AnyCommand {
  readonly type: CommandType;
  readonly payload: unknown;
}
const anyCommand: fc.Arbitrary<AnyCommand> = fc
  .constantFrom(...commandTypes)
  .chain((type) => (payloads[type] as fc.Arbitrary<unknown>).map((payload) => ({ type, payload })));

const applyOf = (command: AnyCommand, documents: LocalDocuments): DocumentChanges =>
  commandDefinition(command.type)!.apply(documents, command.payload);

// ---- documents --------------------------------------------------------------------------------

const kindStatus = fc.constantFrom(
  ...BookingRequestStatus.literals.map((status) => ["booking_request", status] as const),
  ...BookingStatus.literals.map((status) => ["booking", status] as const),
  ...InquiryStatus.literals.map((status) => ["inquiry", status] as const),
);
const reservation = fc
  .record({ id: fc.constantFrom(...reservationIds), kindStatus, stay: range })
  .map(({ id, kindStatus, stay }): ReservationDocument => ({
    id,
    kind: kindStatus[0],
    status: kindStatus[1],
    unitId: "u-1",
    unitTitle: "Flat",
    checkIn: stay.dateFrom,
    checkOut: stay.dateTo,
    guestName: "Ana",
    guestCount: 2,
    totalPrice: 100,
    currency: "EUR",
    createdAt: "2025-01-01T00:00:00.000Z",
    bookingCode: `HX-${id}`,
    seq: 1,
    _deleted: false,
  }));
const promotionState = fc.constantFrom("ACTIVE", "INACTIVE");
const unit = fc
  .record({
    id: fc.oneof(unitId, newUnitId),
    propertyId: fc.oneof(propertyId, newPropertyId),
    state: fc.constantFrom(...PropertyState.literals),
    calendarStatus: fc.constantFrom(...CalendarStatus.literals),
    invalid: fc.boolean(),
    steps: fc.subarray(["property", "photos", "amenities"] as const),
    bookingType: fc.constantFrom("onLine", "onRequest", null),
    promotion: fc.option(promotionState, { nil: null }),
    requirements: fc.boolean(),
    size: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
    measured: fc.constantFrom("metric", "imperial"),
  })
  .map((u): UnitDocument =>
    sampleUnit({
      id: u.id,
      propertyId: u.propertyId,
      state: u.state,
      calendarStatus: u.calendarStatus,
      invalidFields: u.invalid
        ? [{ field: "registrationNumber", propertyId: PropertyId.make("p-1"), propertyUnitId: u.id }]
        : [],
      completedListingSteps: u.steps,
      bookingType: u.bookingType,
      promotions: u.promotion === null ? {} : { "h-1": { type: "h-1", state: u.promotion } },
      regionalRequirements: u.requirements
        ? { ownership: { isOwner: true }, values: { tax: { cin: "IT-1" } } }
        : null,
      propertySize: u.size,
      propertySizeMeasurementUnit: u.measured,
    }),
  );
const property = fc
  .record({
    id: fc.oneof(propertyId, newPropertyId),
    propertyType: fc.constantFrom("single", "multi"),
    title: fc.option(text, { nil: null }),
    description: prose,
    state: fc.constantFrom(...PropertyState.literals.filter((s) => s !== "DELETED")),
  })
  .map((p): PropertyDocument => ({
    ...p,
    restaurantDescription: null,
    specialOfferDescription: null,
    city: "Split",
    countryCode: "HR",
    street: "Obala",
    houseNumberOrName: "7",
    postalCode: null,
    stateOrProvince: null,
    province: null,
    latitude: null,
    longitude: null,
    seq: 8,
  }));
const block = fc
  .record({
    id: fc.constantFrom("b-1", "b-2", "b-3", "b-4"),
    unitId,
    range,
    source: fc.constantFrom("manual", "manual", "automated_block", "external"),
  })
  .map((b): UnavailabilityDocument => ({
    id: b.id,
    unitId: b.unitId,
    dateFrom: b.range.dateFrom,
    dateTo: b.range.dateTo,
    source: b.source,
    provider: b.source === "external" ? "smoobu" : null,
    seq: 2,
  }));
const channel = fc
  .record({
    id: channelId,
    archived: fc.boolean(),
    unread: fc.boolean(),
    favorited: fc.boolean(),
    lastMessageAt: fc.option(instant, { nil: null }),
  })
  .map((c): ChannelDocument => ({ ...c, type: "messaging", bookingCode: null, guestName: "Ana", seq: 3 }));
const message = fc
  .record({ id: messageId, channelId, sentAt: instant })
  .map((m): MessageDocument => ({ ...m, authorRole: "guest", body: "Hello", seq: 4 }));
const review = fc
  .record({ publicId: reviewId, unitId, reply: fc.option(text, { nil: null }), isNew: fc.boolean() })
  .map((r): ReviewDocument => ({
    ...r,
    rating: 4,
    text: "Nice",
    createdAt: "2025-01-02T00:00:00.000Z",
    seq: 5,
  }));
const notification = fc
  .record({ key: fc.constantFrom(...notificationKeys), interacted: fc.boolean() })
  .map((n): NotificationDocument => ({ ...n, createdAt: "2025-01-03T00:00:00.000Z", seq: 6 }));
const task = fc
  .record({ type: fc.constantFrom(...TaskType.literals), status: fc.constantFrom(...TaskStatus.literals) })
  .map((t): TaskDocument => ({ ...t, seq: 7 }));
const subscription = fc
  .record({
    unitId,
    subscriptionId,
    plan: fc.constantFrom(...planIds),
    status: fc.constantFrom("in_trial", "active", "cancelled"),
    scheduled: fc.boolean(),
    hasPlan: fc.boolean(),
  })
  .map((s): SubscriptionDocument => {
    const base = sampleSubscription({ unitId: s.unitId });
    return {
      ...base,
      currentPlan: s.hasPlan
        ? {
            subscriptionId: s.subscriptionId,
            planItemPriceId: s.plan,
            name: s.plan,
            subscriptionStatus: s.status,
            subscriptionInternalStatus: s.status,
            isCancellationScheduled: s.scheduled,
          }
        : null,
      upgradeablePlans: planIds.map((id) => ({
        id,
        name: id,
        planItemPriceId: id,
        price: 10,
        currency: "EUR",
        period: 1,
        periodUnit: "month" as const,
      })),
    };
  });
const guestPreferences = fc
  .record({
    groupSizes: fc.subarray([...guestPreferenceOptions.groupSizes]),
    language: fc.constantFrom(null, "noPreference" as const),
  })
  .map((g) => sampleGuestPreferences(g));

const some = <T>(arb: fc.Arbitrary<T>, key: (t: T) => string) =>
  fc.option(fc.uniqueArray(arb, { selector: key, maxLength: 4 }), { nil: undefined });

const world: fc.Arbitrary<SampleCollections> = fc
  .record({
    reservations: some(reservation, (d) => d.id),
    units: some(unit, (d) => d.id),
    properties: some(property, (d) => d.id),
    unavailabilities: some(block, (d) => d.id),
    channels: some(channel, (d) => d.id),
    messages: some(message, (d) => d.id),
    reviews: some(review, (d) => d.publicId),
    notifications: some(notification, (d) => d.key),
    tasks: some(task, (d) => d.type),
    guestPreferences: fc.option(
      guestPreferences.map((g) => [g]),
      { nil: undefined },
    ),
    subscriptions: some(subscription, (d) => d.unitId),
  })
  .map((collections) =>
    Object.fromEntries(Object.entries(collections).filter(([, docs]) => docs !== undefined)),
  );

const documentSchemas: { readonly [C in CollectionName]: Schema.Top } = {
  reservations: ReservationDocument,
  units: UnitDocument,
  properties: PropertyDocument,
  unavailabilities: UnavailabilityDocument,
  channels: ChannelDocument,
  messages: MessageDocument,
  reviews: ReviewDocument,
  notifications: NotificationDocument,
  tasks: TaskDocument,
  guestPreferences: GuestPreferencesDocument,
  subscriptions: SubscriptionDocument,
};

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** An undefined anywhere inside: JSON would silently drop the key, and the server see less than sent. */
function containsUndefined(value: unknown): boolean {
  if (value === undefined) return true;
  if (typeof value !== "object" || value === null) return false;
  return Object.values(value).some(containsUndefined);
}

function snapshot(documents: LocalDocuments): string {
  return JSON.stringify(collectionNames.map((name) => [name, [...(documents[name]?.entries() ?? [])]]));
}

function changedCount(changes: DocumentChanges): number {
  return collectionNames.reduce(
    (n, name) => n + (changes[name]?.length ?? 0) + (changes.removed?.[name]?.length ?? 0),
    0,
  );
}

const runs = { numRuns: 1000 };

// ---- properties -------------------------------------------------------------------------------

describe("the command catalogue", () => {
  it("answers each command by its type, and nothing else", () => {
    for (const type of commandTypes) expect(commandDefinition(type)?.type).toBe(type);
    expect(commandDefinition("toString")).toBeUndefined();
    expect(commandDefinition("dropDatabase")).toBeUndefined();
  });

  it("replays every valid payload as an /api/app call with a plain JSON body", () => {
    fc.assert(
      fc.property(anyCommand, (command) => {
        const definition = commandDefinition(command.type)!;
        expect(Exit.isSuccess(Schema.decodeUnknownExit(definition.payload)(command.payload))).toBe(true);
        const call = definition.toRestCall(command.payload);
        expect(["POST", "PUT", "PATCH", "DELETE"]).toContain(call.method);
        expect(call.path).toMatch(/^\/api\/app\/[\w\-/%.~]+$/);
        expect(containsUndefined(call.body) && call.body !== undefined).toBe(false);
        if (call.body !== undefined) expect(JSON.parse(JSON.stringify(call.body))).toEqual(call.body);
        expect(definition.aggregateOf(command.payload)).not.toBe("");
      }),
      runs,
    );
  });

  it("replays each payload on its own declared route, with a body its server decodes", () => {
    fc.assert(
      fc.property(anyCommand, (command) => {
        const definition = commandDefinition(command.type)!;
        const call = definition.toRestCall(command.payload);
        expect(call.method).toBe(definition.method);
        const template = new RegExp(`^${definition.path.replace(/:[A-Za-z0-9_]+/g, "[^/]+")}$`);
        expect(call.path).toMatch(template);
        if (definition.body === undefined) expect(call.body).toBeUndefined();
        else expect(Exit.isSuccess(Schema.decodeUnknownExit(definition.body)(call.body))).toBe(true);
      }),
      runs,
    );
  });

  it("gives each command a route of its own", () => {
    const routes = commandTypes.map(
      (type) => `${commandDefinition(type)!.method} ${commandDefinition(type)!.path}`,
    );
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("never mutates the documents or the payload it is given", () => {
    fc.assert(
      fc.property(world, anyCommand, (collections, command) => {
        const documents = localDocumentsOf(deepFreeze(collections));
        const payload = deepFreeze(command.payload);
        const before = snapshot(documents);
        const payloadBefore = JSON.stringify(payload);
        applyOf({ type: command.type, payload }, documents);
        expect(snapshot(documents)).toBe(before);
        expect(JSON.stringify(payload)).toBe(payloadBefore);
      }),
      runs,
    );
  });

  it("returns only documents that are valid in their collection", () => {
    fc.assert(
      fc.property(world, anyCommand, (collections, command) => {
        const changes = applyOf(command, localDocumentsOf(collections));
        for (const name of collectionNames)
          for (const doc of changes[name] ?? [])
            expect(
              Exit.isSuccess(
                Schema.decodeUnknownExit(documentSchemas[name] as Schema.Codec<unknown, unknown>)(doc),
              ),
            ).toBe(true);
      }),
      runs,
    );
  });

  it("changes nothing when its target document is absent", () => {
    fc.assert(
      fc.property(world, anyCommand, (collections, command) => {
        expect(changedCount(applyOf(command, localDocumentsOf({})))).toBe(0);
        const target = targetCollection[command.type];
        const { [target ?? "absent"]: _target, ...rest } = collections as Record<string, unknown>;
        expect(changedCount(applyOf(command, localDocumentsOf(rest)))).toBe(0);
      }),
      runs,
    );
  });

  it("gives the same answer every time", () => {
    fc.assert(
      fc.property(world, anyCommand, (collections, command) => {
        const documents = localDocumentsOf(collections);
        expect(applyOf(command, documents)).toStrictEqual(applyOf(command, documents));
      }),
      runs,
    );
  });

  it("marks nothing pending once the documents already show its effect", () => {
    fc.assert(
      fc.property(world, anyCommand, (collections, command) => {
        const pending = { id: "cmd-00000001", ...command };
        const once = overlayPendingCommands(localDocumentsOf(collections), [pending]);
        expect(overlayPendingCommands(once, [pending]).pendingByDocument.size).toBe(0);
      }),
      runs,
    );
  });

  it("refuses payloads with values outside the spec's lists", () => {
    type Corrupt<T extends CommandType> = (payload: CommandPayload<T>, bogus: string) => unknown;
    const corruptions: { readonly [T in CommandType]?: Corrupt<T> } = {
      rejectBookingRequest: (p, bogus) => ({ ...p, body: { ...p.body, reason: bogus } }),
      cancelBooking: (p, bogus) => ({ ...p, body: { ...p.body, reason: bogus } }),
      rejectInquiry: (p, bogus) => ({ ...p, body: { ...p.body, reason: bogus } }),
      setCalendarStatus: (p, bogus) => ({ ...p, status: bogus }),
      createProperty: (p, bogus) => ({ ...p, propertyType: bogus }),
      updateProperty: (p, bogus) => ({ ...p, changes: { ...p.changes, propertyType: bogus } }),
      savePropertyLocation: (p, bogus) => ({ ...p, location: { ...p.location, countryCode: bogus } }),
      createUnit: (p, bogus) => ({ ...p, unitId: bogus }),
      updateUnit: (p, bogus) => ({ ...p, changes: { ...p.changes, propertySizeMeasurementUnit: bogus } }),
      saveListingProgress: (p, bogus) => ({ ...p, steps: [...p.steps, bogus] }),
      setPromotion: (p, bogus) => ({ ...p, state: bogus }),
      changeBookingPreference: (p, bogus) => ({ ...p, bookingType: bogus }),
      updateGuestPreferences: (p, bogus) => ({ ...p, groupSizes: [bogus] }),
      updateTask: (p, bogus) => ({ ...p, status: bogus }),
      updateUserInfo: (p, bogus) => ({ ...p, locale: bogus }),
      updateHostDetails: (p, bogus) => ({ ...p, secondaryPhoneType: bogus }),
    };
    const corruptible = commandTypes.filter((type) => corruptions[type] !== undefined);
    const bogus = fc.string({ maxLength: 10 }).map((s) => `x-${s}`);
    fc.assert(
      fc.property(
        fc
          .constantFrom(...corruptible)
          .chain((type) => (payloads[type] as fc.Arbitrary<unknown>).map((payload) => ({ type, payload }))),
        bogus,
        ({ type, payload }, value) => {
          const corrupt = corruptions[type] as (p: unknown, bogus: string) => unknown;
          const decoded = Schema.decodeUnknownExit(commandDefinition(type)!.payload)(corrupt(payload, value));
          expect(Exit.isFailure(decoded)).toBe(true);
        },
      ),
      runs,
    );
    expect(
      Exit.isFailure(
        Schema.decodeUnknownExit(commandCatalogue.updateTask.payload)({
          taskType: "bulk_switch_everything",
          status: "done",
        }),
      ),
    ).toBe(true);
  });
});

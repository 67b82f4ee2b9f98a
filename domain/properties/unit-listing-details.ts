// What a unit's pages edit beyond its title, size and capacity (listing spec §2, §3, §5): amenities,
// rooms with their beds, the description and accommodation type, the nightly price and minimum
// notice, the cancellation policy and house rules, and the registration number local law asks for.
// One schema per field, shared by the local document, the command's payload, the PATCH body and the
// server's columns, so a value one side accepts the other side accepts too.
import { Schema } from "effect";
import { minimumNoticeDays } from "../validation/minimum-notice.ts";
import { Price } from "../validation/price-bounds.ts";
import { boundedText, maxProseLength, maxShortTextLength, requiredText } from "../validation/text-fields.ts";
import { RoomType } from "./room-type.ts";

/**
 * Ours, as the spec names none: no holiday let has more than 20 beds in one room or 50 rooms, and
 * the bounds keep a stray value from bloating the document every device stores.
 */
export const maxBedsPerRoom = 20;
export const maxRooms = 50;
/** The catalogue's amenities and house rules are a few dozen; a list longer than this is not a choice. */
export const maxChosenOptions = 200;

const OptionId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64));

export const UnitRoom = Schema.Struct({
  type: RoomType,
  beds: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: maxBedsPerRoom })),
});
export type UnitRoom = typeof UnitRoom.Type;

export const UnitRooms = Schema.Array(UnitRoom).check(Schema.isMaxLength(maxRooms));
export const ChosenOptions = Schema.Array(OptionId).check(Schema.isMaxLength(maxChosenOptions));
export const UnitDescription = boundedText(maxProseLength);
export const MinimumNoticeDays = Schema.Literals(minimumNoticeDays);
export type MinimumNoticeDays = typeof MinimumNoticeDays.Type;
export const RegistrationNumber = requiredText(maxShortTextLength).check(
  Schema.makeFilter((value: string) => (value.trim() === value ? undefined : "must be trimmed")),
);

/** The fields as the local document and the REST answer hold them; null until the host sets one. */
export const UnitListingDetails = Schema.Struct({
  /** Ids from the configuration's propertyUnit.amenities. */
  amenities: ChosenOptions,
  rooms: UnitRooms,
  description: Schema.NullOr(Schema.String),
  accommodationType: Schema.NullOr(Schema.String),
  /** Per night, in the host's currency. */
  price: Schema.NullOr(Schema.Number),
  minimumNoticeDays: Schema.NullOr(MinimumNoticeDays),
  /** A type from the configuration's property.cancellationPolicy. */
  cancellationPolicy: Schema.NullOr(Schema.String),
  /** Values from the configuration's property.houseRules. */
  houseRules: ChosenOptions,
  registrationNumber: Schema.NullOr(Schema.String),
});
export type UnitListingDetails = typeof UnitListingDetails.Type;

/** A unit nobody has described yet: what the server's columns hold before the first edit. */
export const emptyListingDetails: UnitListingDetails = {
  amenities: [],
  rooms: [],
  description: null,
  accommodationType: null,
  price: null,
  minimumNoticeDays: null,
  cancellationPolicy: null,
  houseRules: [],
  registrationNumber: null,
};

/** The same fields as a partial change: each optional, each checked as a write is. */
export const listingDetailsChangeFields = {
  amenities: Schema.optionalKey(ChosenOptions),
  rooms: Schema.optionalKey(UnitRooms),
  description: Schema.optionalKey(UnitDescription),
  accommodationType: Schema.optionalKey(OptionId),
  price: Schema.optionalKey(Price),
  minimumNoticeDays: Schema.optionalKey(MinimumNoticeDays),
  cancellationPolicy: Schema.optionalKey(OptionId),
  houseRules: Schema.optionalKey(ChosenOptions),
  registrationNumber: Schema.optionalKey(RegistrationNumber),
};

export const listingDetailsKeys = [
  "amenities",
  "rooms",
  "description",
  "accommodationType",
  "price",
  "minimumNoticeDays",
  "cancellationPolicy",
  "houseRules",
  "registrationNumber",
] as const satisfies readonly (keyof UnitListingDetails)[];

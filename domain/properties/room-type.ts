// Room types of a unit (listing spec §3): bedroom is the default; bedroom and living room form the
// special subset of rooms guests sleep in.
import { Schema } from "effect";

export const RoomType = Schema.Literals(["bedroom", "living_room", "bath_room", "kitchen_room"]);
export type RoomType = typeof RoomType.Type;

export const defaultRoomType: RoomType = "bedroom";

export const sleepingRoomTypes: readonly RoomType[] = ["bedroom", "living_room"];

export function isSleepingRoomType(type: RoomType): boolean {
  return sleepingRoomTypes.includes(type);
}

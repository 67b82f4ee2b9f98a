// Room type options (listing spec §3, §5). A room type must be one of the allowed options and not a
// disabled one. On-request pricing prices sleeping rooms only, so its list keeps bathroom and kitchen
// visible but disabled (the host sees why they cannot pick them).
import { isSleepingRoomType, RoomType } from "../properties/room-type.ts";

export interface RoomTypeOption {
  readonly value: RoomType;
  readonly labelKey: string;
  readonly disabled: boolean;
}

export type PricingMode = "instant" | "on-request";

export function roomTypeOptions(mode: PricingMode): RoomTypeOption[] {
  return RoomType.literals.map((value) => ({
    value,
    labelKey: `listing.roomType.${value}`,
    disabled: mode === "on-request" && !isSleepingRoomType(value),
  }));
}

export function isAllowedRoomType(value: string, options: readonly RoomTypeOption[]): boolean {
  return options.some((o) => o.value === value && !o.disabled);
}

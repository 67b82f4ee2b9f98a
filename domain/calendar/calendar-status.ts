// A unit's calendar status and the calendar action that sets it (operations spec §3, §4, §7).
import { Schema } from "effect";

export const CalendarStatus = Schema.Literals(["AVAILABLE", "NEUTRAL", "BLOCKED", "PAUSED"]);
export type CalendarStatus = typeof CalendarStatus.Type;

/** Body of POST /api/app/property-unit/{id}/calendar-action. */
export const CalendarActionPayload = Schema.Struct({ status: CalendarStatus });
export type CalendarActionPayload = typeof CalendarActionPayload.Type;

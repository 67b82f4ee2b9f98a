// The host's ideal-guest answers (operations spec §3, §7): GET and PATCH
// /api/app/user/guest-preferences. A PATCH changes only the answers it carries.
import type { FastifyInstance } from "fastify";
import type { Queryable } from "../db/database.ts";
import {
  guestPreferencesDocumentId,
  GuestPreferencesDocument,
} from "../../domain/guest-profile/guest-preferences-document.ts";
import { noGuestPreferences } from "../../domain/guest-profile/guest-preferences.ts";
import { nextChangeSeq } from "../data/change-sequence.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import type { CommandHandlers } from "./command-routes.ts";
import { documented } from "../http/openapi.ts";

interface PreferencesRow {
  booking_times: GuestPreferencesDocument["bookingTimes"];
  stay_durations: GuestPreferencesDocument["stayDurations"];
  start_of_stay: GuestPreferencesDocument["startOfStay"];
  group_sizes: GuestPreferencesDocument["groupSizes"];
  language: GuestPreferencesDocument["language"];
  seq: string;
}

export async function readPreferences(
  db: Queryable,
  hostId: string,
  lock = false,
): Promise<GuestPreferencesDocument> {
  const { rows } = await db.query<PreferencesRow>(
    `select booking_times, stay_durations, start_of_stay, group_sizes, language, seq::text as seq
     from guest_preferences where host_id = $1${lock ? " for update" : ""}`,
    [hostId],
  );
  const row = rows[0];
  // A host who never answered has no row: that reads as no answers, at sequence 0.
  if (!row) return { id: guestPreferencesDocumentId, ...noGuestPreferences, seq: 0 };
  return {
    id: guestPreferencesDocumentId,
    bookingTimes: row.booking_times,
    stayDurations: row.stay_durations,
    startOfStay: row.start_of_stay,
    groupSizes: row.group_sizes,
    language: row.language,
    seq: Number(row.seq),
  };
}

export function registerGuestPreferenceRoutes(app: FastifyInstance, context: RouteContext): void {
  app.get(
    "/api/app/user/guest-preferences",
    documented({ summary: "The host's ideal-guest answers", response: GuestPreferencesDocument }),
    async (request) => {
      const caller = await callerOf(context, request);
      return readPreferences(context.db, caller.hostId);
    },
  );
}

export function guestPreferenceHandlers(): Pick<CommandHandlers, "updateGuestPreferences"> {
  return {
    updateGuestPreferences: {
      response: GuestPreferencesDocument,
      run: async (tx, { caller, body: patch }) => {
        const current = await readPreferences(tx, caller.hostId, true);
        const seq = await nextChangeSeq(tx, caller.hostId);
        const next: GuestPreferencesDocument = {
          ...current,
          ...(patch.bookingTimes === undefined ? {} : { bookingTimes: patch.bookingTimes }),
          ...(patch.stayDurations === undefined ? {} : { stayDurations: patch.stayDurations }),
          ...(patch.startOfStay === undefined ? {} : { startOfStay: patch.startOfStay }),
          ...(patch.groupSizes === undefined ? {} : { groupSizes: patch.groupSizes }),
          ...(patch.language === undefined ? {} : { language: patch.language }),
          seq,
        };
        await tx.query(
          `insert into guest_preferences (host_id, booking_times, stay_durations, start_of_stay, group_sizes, language, seq)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (host_id) do update set booking_times = $2, stay_durations = $3, start_of_stay = $4,
           group_sizes = $5, language = $6, seq = $7`,
          [
            caller.hostId,
            JSON.stringify(next.bookingTimes),
            JSON.stringify(next.stayDurations),
            JSON.stringify(next.startOfStay),
            JSON.stringify(next.groupSizes),
            next.language,
            seq,
          ],
        );
        return next;
      },
    },
  };
}

// The change feed's collections beyond reservations, the calendar and the inbox: reviews,
// notification entries (user interactions), host tasks, subscription info per unit and the guest
// preferences. Each sends the documents the command catalogue's overlay works on
// (domain/commands/command.ts), in (seq, key) order after a checkpoint. None of them is ever
// deleted on the server, so none sends tombstones: a cancelled subscription stays a row, a review
// stays, a task ends as done or hidden.
import { TaskType } from "../../domain/tasks/task.ts";
import type { Queryable } from "../db/database.ts";
import type { ReviewDocument } from "../../domain/reviews/review-document.ts";
import type { NotificationDocument } from "../../domain/notifications/notification-document.ts";
import type { TaskDocument } from "../../domain/tasks/task-document.ts";
import type { SubscriptionDocument } from "../../domain/subscription/subscription-document.ts";
import { UnitId } from "../../domain/ids.ts";
import { reviewColumns, reviewOf, type ReviewRow } from "./review-rows.ts";
import {
  currentBoostEnds,
  scheduledChangeOf,
  subscriptionColumns,
  subscriptionInfoOf,
  type SubscriptionRow,
} from "../routes/subscription-routes.ts";
import { readPreferences } from "../routes/guest-preference-routes.ts";
import type { FeedCollection, FeedPoint } from "./feed-collection.ts";

type Fed<T> = T & { _deleted: boolean };

// ORDER BY names the table's columns: a bare `seq` would be the text output column (feed-collections.ts).

const countOf = async (db: Queryable, sql: string, params: unknown[]): Promise<number> => {
  const { rows } = await db.query<{ n: string }>(sql, params);
  return Number(rows[0]?.n ?? 0);
};

export const reviewsFeed: FeedCollection = {
  idOf: (doc) => (doc as ReviewDocument).publicId,
  async after(db, hostId, after, limit) {
    const { rows } = await db.query<ReviewRow>(
      `select ${reviewColumns} from reviews where host_id = $1 and (seq, id) > ($2, $3)
       order by reviews.seq, reviews.id limit $4`,
      [hostId, after.seq, after.id, limit],
    );
    return rows.map((row): Fed<ReviewDocument> => ({ ...reviewOf(row), _deleted: false }));
  },
  countAfter: (db, hostId, after) =>
    countOf(db, "select count(*)::text as n from reviews where host_id = $1 and (seq, id) > ($2, $3)", [
      hostId,
      after.seq,
      after.id,
    ]),
};

/** Notification entries are the host's user interactions, keyed by their interaction type. */
export const notificationsFeed: FeedCollection = {
  idOf: (doc) => (doc as NotificationDocument).key,
  async after(db, hostId, after, limit) {
    const { rows } = await db.query<{ key: string; interacted: boolean; created_at: string; seq: string }>(
      `select interaction_type as key, interacted,
         to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, seq::text as seq
       from user_interactions where host_id = $1 and (seq, interaction_type) > ($2, $3)
       order by user_interactions.seq, user_interactions.interaction_type limit $4`,
      [hostId, after.seq, after.id, limit],
    );
    return rows.map(
      (row): Fed<NotificationDocument> => ({
        key: row.key,
        interacted: row.interacted,
        createdAt: row.created_at,
        seq: Number(row.seq),
        _deleted: false,
      }),
    );
  },
  countAfter: (db, hostId, after) =>
    countOf(
      db,
      "select count(*)::text as n from user_interactions where host_id = $1 and (seq, interaction_type) > ($2, $3)",
      [hostId, after.seq, after.id],
    ),
};

/**
 * Only tasks the host touched have a row. The feed still sends every task: one without a row goes
 * as not started at sequence 0, so it reaches a new device's first pull (whose checkpoint starts
 * below it) and the local store holds a document a dismiss or an open can change at once, offline
 * too. A row written later has a higher number and replaces it, as any change does.
 */
const tasksAfter = `
  with all_tasks as (
    select type, status, seq from host_tasks where host_id = $1
    union all
    select t.type, 'not_started', 0 from unnest($2::text[]) as t(type)
    where not exists (select 1 from host_tasks h where h.host_id = $1 and h.type = t.type)
  )`;

export const tasksFeed: FeedCollection = {
  idOf: (doc) => (doc as TaskDocument).type,
  async after(db, hostId, after, limit) {
    const { rows } = await db.query<{ type: TaskDocument["type"]; status: TaskDocument["status"]; seq: string }>(
      `${tasksAfter}
       select type, status, seq::text as seq from all_tasks where (seq, type) > ($3, $4)
       order by all_tasks.seq, all_tasks.type limit $5`,
      [hostId, TaskType.literals, after.seq, after.id, limit],
    );
    return rows.map(
      (row): Fed<TaskDocument> => ({ type: row.type, status: row.status, seq: Number(row.seq), _deleted: false }),
    );
  },
  countAfter: (db, hostId, after) =>
    countOf(db, `${tasksAfter} select count(*)::text as n from all_tasks where (seq, type) > ($3, $4)`, [
      hostId,
      TaskType.literals,
      after.seq,
      after.id,
    ]),
};

/**
 * One document per unit that has or had a subscription, the answer of GET
 * /api/app/subscription/info/{unitId} with the scheduled change. Its sequence number is the
 * latest write to any of the unit's subscriptions or to the host's boosts (the boosts are part of
 * every unit's info), so a new boost resends every unit's document. Units with no subscription at
 * all have no document: the client reads that as no plan.
 */
const subscriptionUnitsAfter = `
  with per_unit as (
    select unit_id, max(seq) as seq from subscriptions where host_id = $1 group by unit_id
  ), boosts as (
    select coalesce(max(seq), 0) as seq from boost_periods where host_id = $1
  )
  select per_unit.unit_id, greatest(per_unit.seq, boosts.seq) as seq
  from per_unit, boosts
  where (greatest(per_unit.seq, boosts.seq), per_unit.unit_id) > ($2, $3)`;

export const subscriptionsFeed: FeedCollection = {
  idOf: (doc) => (doc as SubscriptionDocument).unitId,
  async after(db, hostId, after, limit) {
    const { rows: units } = await db.query<{ unit_id: string; seq: string }>(
      `select unit_id, seq::text as seq from (${subscriptionUnitsAfter}) s order by s.seq, s.unit_id limit $4`,
      [hostId, after.seq, after.id, limit],
    );
    if (units.length === 0) return [];
    // Each unit's current subscription, by the rule of the info call: not cancelled, latest term end.
    const { rows: current } = await db.query<SubscriptionRow>(
      `select distinct on (unit_id) ${subscriptionColumns} from subscriptions
       where host_id = $1 and unit_id = any($2::text[]) and status <> 'cancelled'
       order by unit_id, current_term_end desc`,
      [hostId, units.map((u) => u.unit_id)],
    );
    const byUnit = new Map(current.map((row) => [row.unit_id, row]));
    const boostEnds = await currentBoostEnds(db, hostId);
    return units.map((unit): Fed<SubscriptionDocument> => {
      const row = byUnit.get(unit.unit_id);
      return {
        unitId: UnitId.make(unit.unit_id),
        ...subscriptionInfoOf(row, boostEnds),
        scheduledChange: row ? scheduledChangeOf(row) : null,
        seq: Number(unit.seq),
        _deleted: false,
      };
    });
  },
  countAfter: (db, hostId, after) =>
    countOf(db, `select count(*)::text as n from (${subscriptionUnitsAfter}) s`, [
      hostId,
      after.seq,
      after.id,
    ]),
};

/** The host's one guest-preferences document; a host who never answered has it at sequence 0. */
export const guestPreferencesFeed: FeedCollection = {
  async after(db, hostId, after: FeedPoint) {
    const document = await readPreferences(db, hostId);
    const later = document.seq > after.seq || (document.seq === after.seq && document.id > after.id);
    return later ? [{ ...document, _deleted: false }] : [];
  },
  async countAfter(db, hostId, after) {
    const document = await readPreferences(db, hostId);
    return document.seq > after.seq || (document.seq === after.seq && document.id > after.id) ? 1 : 0;
  },
};

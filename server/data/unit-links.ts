// A unit's links (listing spec §3, §4): the public pages where it is listed, which the preview button
// opens. This server lists a unit on one page of its own, /stays/{unitId} (public-listing-routes.ts),
// while the unit is PUBLISHED; in any other state it has none. Publishing is immediate here, so a
// published unit without links ("publishing") is only seen between a device's publish and the
// server's answer. The links are stored with the unit, written with each change of its state, and
// made again at start-up where they do not name the server's public origin, since only a running
// server knows it (the seed and the migration that added them do not).
import type { UnitLink } from "../../domain/properties/property-unit.ts";
import type { Queryable } from "../db/database.ts";

/** The name the preview's list shows for the one page a unit is listed on. */
export const listingPageName = "Hearth";

/** The path of a unit's public page on this server. */
export const listingPagePath = (unitId: string) => `/stays/${encodeURIComponent(unitId)}`;

/** The links a unit in `state` has on the server at `origin` (no trailing slash). */
export function unitLinksOf(origin: string, unitId: string, state: string): UnitLink[] {
  return state === "PUBLISHED" ? [{ name: listingPageName, url: `${origin}${listingPagePath(unitId)}` }] : [];
}

const sameLinks = (a: readonly UnitLink[], b: readonly UnitLink[]) =>
  a.length === b.length && a.every((link, i) => link.name === b[i]?.name && link.url === b[i]?.url);

/**
 * Gives every unit the links its state and this origin call for, where the stored ones differ: the
 * units published before links were stored, and every published unit once the public origin has
 * changed. Each host whose units change takes one new change number and those units take it, so
 * every device pulls them again. Answers how many units changed.
 */
export async function repairUnitLinks(db: Queryable, origin: string): Promise<number> {
  const { rows } = await db.query<{ host_id: string; id: string; state: string; links: UnitLink[] }>(
    // Only these can be wrong: every other unit has no links and should have none.
    "select host_id, id, state, links from units where state = 'PUBLISHED' or links <> '[]'::jsonb",
  );
  const stale = rows
    .map((row) => ({ ...row, old: row.links, links: unitLinksOf(origin, row.id, row.state) }))
    .filter((row) => !sameLinks(row.old, row.links));
  if (stale.length === 0) return 0;
  const { rows: changed } = await db.query<{ id: string }>(
    `with stale as (
       select x.* from jsonb_to_recordset($1::jsonb) as x(host_id text, id text, state text, old jsonb, links jsonb)
       -- A unit written since it was read (another process's publish) keeps what that write gave it.
       join units u on u.host_id = x.host_id and u.id = x.id and u.state = x.state and u.links = x.old
     ), bumped as (
       update hosts h set change_seq = change_seq + 1
       where h.id in (select host_id from stale) returning h.id, h.change_seq
     )
     update units u set links = s.links, seq = b.change_seq
     from stale s join bumped b on b.id = s.host_id
     where u.host_id = s.host_id and u.id = s.id returning u.id`,
    [JSON.stringify(stale)],
  );
  return changed.length;
}

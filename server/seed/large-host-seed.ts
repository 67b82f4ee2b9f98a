// Seeds one host with many units for benchmarks and `npm run seed`: properties of 1 to 12 units in
// several countries, a year and a half of activity per unit with a busy calendar: about two calendar
// intervals (stays and blocks) per reservation (see host-data.ts for its shape).
import { analyzeIfEmbedded } from "../db/planner-statistics.ts";
import { newHostFeatures } from "../../domain/user/new-host-features.ts";
import type { Database } from "../db/database.ts";
import { hashPassword } from "../auth/passwords.ts";
import { generateHostActivity, type UnitSeed } from "./host-data.ts";
import { seededRandom } from "./random.ts";
import { insertHostActivity } from "./demo-seed.ts";

const places = [
  ["Split", "HR"],
  ["Sorrento", "IT"],
  ["Garmisch-Partenkirchen", "DE"],
  ["Algarve", "PT"],
  ["Mallorca", "ES"],
  ["Provence", "FR"],
  ["Zeeland", "NL"],
  ["Grindelwald", "CH"],
] as const;

export interface LargeHostOptions {
  readonly hostId: string;
  readonly email: string;
  readonly password: string;
  readonly units: number;
  readonly daysBack: number;
  readonly daysAhead: number;
  /**
   * About how many reservations to make: when given, the date window is chosen for it (keeping
   * daysBack:daysAhead's proportion) and daysBack and daysAhead only set that proportion.
   */
  readonly reservations?: number;
  readonly seed: number;
  readonly now: number;
}

/** Everything one large host consists of, generated in memory and not yet inserted. */
export interface LargeHostPlan {
  readonly properties: ReadonlyArray<{
    id: string;
    type: string;
    title: string;
    city: string;
    country: string;
  }>;
  readonly unitRows: ReadonlyArray<{
    id: string;
    property_id: string;
    title: string;
    state: string;
    guests: number;
    bedroom_count: number;
    property_size: number;
  }>;
  readonly activity: ReturnType<typeof generateHostActivity>;
  readonly daysBack: number;
  readonly daysAhead: number;
}

export async function seedLargeHost(
  db: Database,
  options: LargeHostOptions,
): Promise<{ reservations: number; units: number; blocks: number; channels: number; messages: number }> {
  // An agency: a business account.
  const features = { ...newHostFeatures, isB2B: true };
  const plan = planLargeHost(options);
  const { properties, unitRows, activity } = plan;
  const made = await db.transaction(async (tx) => {
    await tx.query(
      `insert into hosts (id, type, email, company_name, locale, app_features) values ($1, 'company', $2, $3, 'en_US', $4)`,
      [options.hostId, options.email, `Large Host ${options.hostId}`, JSON.stringify(features)],
    );
    await tx.query(
      `insert into accounts (id, email, password_hash, role, host_id, display_name) values ($1, $2, $3, 'host', $4, $5)`,
      [
        `acct-${options.hostId}`,
        options.email,
        hashPassword(options.password),
        options.hostId,
        `Large Host ${options.hostId}`,
      ],
    );
    await tx.query(
      `insert into properties (id, host_id, property_type, title, state, city, country_code)
       select id, $1, type, title, 'PUBLISHED', city, country from jsonb_to_recordset($2::jsonb) as x(id text, type text, title text, city text, country text)`,
      [options.hostId, JSON.stringify(properties)],
    );
    await tx.query(
      `insert into units (id, host_id, property_id, title, state, guests, bedroom_count, property_size)
       select id, $1, property_id, title, state, guests, bedroom_count, property_size
       from jsonb_to_recordset($2::jsonb) as x(id text, property_id text, title text, state text, guests int, bedroom_count int, property_size int)`,
      [options.hostId, JSON.stringify(unitRows)],
    );
    await insertHostActivity(tx, options.hostId, activity);
    return {
      reservations: activity.reservations.length,
      units: options.units,
      blocks: activity.blocks.length,
      channels: activity.channels.length,
      messages: activity.channels.reduce((n, c) => n + c.messages.length, 0),
    };
  });
  // A bulk load changes the tables' sizes by orders of magnitude: plan the next reads with that.
  await analyzeIfEmbedded(db);
  return made;
}

/**
 * Generates the host's properties, units and activity, deterministically from the seed. The
 * reservation count follows the window, so a target count is met by measuring the generator's
 * rate on a sample of the units first (with its own random stream, so the plan itself is the same
 * as with that window given directly).
 */
export function planLargeHost(options: LargeHostOptions): LargeHostPlan {
  const random = seededRandom(options.seed);
  const today = Math.floor(options.now / 86_400_000) * 86_400_000;
  const properties: Array<{ id: string; type: string; title: string; city: string; country: string }> = [];
  const unitRows: Array<{
    id: string;
    property_id: string;
    title: string;
    state: string;
    guests: number;
    bedroom_count: number;
    property_size: number;
  }> = [];
  const units: UnitSeed[] = [];
  let made = 0;
  while (made < options.units) {
    const size = Math.min(options.units - made, random.chance(0.4) ? 1 : random.int(2, 12));
    const [city, country] = random.pick(places);
    const propertyId = `${options.hostId}-p${properties.length}`;
    properties.push({
      id: propertyId,
      type: size === 1 ? "single" : "multi",
      title: `${city} Residence ${properties.length + 1}`,
      city,
      country,
    });
    for (let i = 0; i < size; i++) {
      const id = `${options.hostId}-u${made}`;
      const published = random.chance(0.92);
      const bedrooms = random.int(1, 4);
      unitRows.push({
        id,
        property_id: propertyId,
        title: size === 1 ? `${city} Residence ${properties.length}` : `Apartment ${i + 1}`,
        state: published ? "PUBLISHED" : "IN_PROGRESS",
        guests: bedrooms * 2,
        bedroom_count: bedrooms,
        property_size: 25 + bedrooms * 22,
      });
      units.push({ id, published, basePrice: 60 + bedrooms * 35 });
      made += 1;
    }
  }
  const { daysBack, daysAhead } =
    options.reservations === undefined
      ? options
      : windowFor(options.reservations, units, today, options.daysBack, options.daysAhead, options.seed);
  const activity = generateHostActivity({
    random,
    units,
    today,
    daysBack,
    daysAhead,
    idPrefix: options.hostId,
    busyCalendar: true,
  });
  return { properties, unitRows, activity, daysBack, daysAhead };
}

/**
 * The window (in the proportion back:ahead) that gives about `target` reservations: the generator
 * runs once on up to 100 of the units over the proportion's own window, and the rate it shows per
 * unit and day scales the window. Stays are laid one after another, so the count grows in step.
 */
function windowFor(
  target: number,
  units: readonly UnitSeed[],
  today: number,
  back: number,
  ahead: number,
  seed: number,
): { daysBack: number; daysAhead: number } {
  const sample = units.slice(0, 100);
  const span = Math.max(1, back + ahead);
  const { reservations } = generateHostActivity({
    random: seededRandom(seed ^ 0x5eed),
    units: sample,
    today,
    daysBack: back,
    daysAhead: ahead,
    idPrefix: "sample",
    busyCalendar: true,
  });
  const perUnitDay = reservations.length / Math.max(1, sample.length) / span;
  if (perUnitDay === 0 || target <= 0) return { daysBack: 0, daysAhead: 0 };
  const days = target / (perUnitDay * units.length);
  const daysBack = Math.round((days * back) / span);
  return { daysBack, daysAhead: Math.max(1, Math.round(days) - daysBack) };
}

// The public page a published unit's link opens (unit-links.ts): what a guest would see of the
// listing, as plain server-rendered HTML so that it costs the host app's bundle nothing. It shows only
// the host's own words (the unit's and property's titles, the place, the description), so it needs
// no translation. Any unit that is not PUBLISHED, of any host, is not found: unpublishing takes the
// page down at once.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Queryable } from "../db/database.ts";

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

interface ListedUnit {
  title: string | null;
  description: string | null;
  property_title: string | null;
  city: string;
  country_code: string;
}

/** The page of a listed unit; the caller has checked that it is published. */
export function listingPageHtml(unit: ListedUnit): string {
  const title = unit.title ?? unit.property_title ?? "";
  const place = [unit.property_title !== title ? unit.property_title : null, unit.city, unit.country_code]
    .filter((part): part is string => part !== null && part !== "")
    .join(" · ");
  const description = (unit.description ?? "")
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== "")
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join("");
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(place)}</p>${description}</main></body></html>`;
}

export function registerPublicListingRoutes(app: FastifyInstance, options: { db: Queryable }): void {
  app.get<{ Params: { unitId: string } }>("/stays/:unitId", async (request, reply) => {
    const { rows } = await options.db.query<ListedUnit>(
      `select u.title, u.description, p.title as property_title, p.city, p.country_code
       from units u join properties p on p.host_id = u.host_id and p.id = u.property_id
       where u.id = $1 and u.state = 'PUBLISHED' and p.state <> 'DELETED'`,
      [request.params.unitId],
    );
    const unit = rows[0];
    if (!unit) return serveNotFound(reply);
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(listingPageHtml(unit));
  });
}

function serveNotFound(reply: FastifyReply) {
  return reply.code(404).type("text/html; charset=utf-8").send("<!doctype html><title>404</title>");
}

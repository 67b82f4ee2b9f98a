// Which local projection the page at a path draws from, so the app can open that projection as the
// session starts, before the page's code is here (src/app/use-open-shown-projection.ts). The paths
// are the routes of those pages (operations spec §2): the timeline with or without a booking, and
// the inbox under any status or channel.

export type PageProjection = "calendar" | "inbox";

const projectionPaths: ReadonlyArray<readonly [string, PageProjection]> = [
  ["/calendar", "calendar"],
  ["/messages", "inbox"],
];

/** The projection the page at `pathname` reads, if it reads one of its own. */
export function pageProjectionOf(pathname: string): PageProjection | undefined {
  for (const [path, projection] of projectionPaths)
    if (pathname === path || pathname.startsWith(`${path}/`)) return projection;
  return undefined;
}

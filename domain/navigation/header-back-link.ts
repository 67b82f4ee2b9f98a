// The header back link (operations spec §2 Layout: "a header back link has a label"). The spec does
// not say where it appears or leads (docs/decisions.md): on a page below a list (a reservation's
// details, a conversation, a calendar opened at a booking, verification), the header links back to
// that list, labelled with the list's name; top-level pages have none.

export interface HeaderBackLink {
  readonly to: string;
  /** i18n key of the label, under shell.back. */
  readonly labelKey: string;
}

const rules: readonly [RegExp, (match: RegExpExecArray) => HeaderBackLink][] = [
  [/^\/booking-request-(details|confirmation)\/[^/]+\/?$/, () => back("/reservations/requests", "requests")],
  [/^\/booking-details\/[^/]+\/?$/, () => back("/reservations/upcoming", "bookings")],
  [/^\/inquiries\/[^/]+\/?$/, () => back("/reservations/inquiries", "inquiries")],
  [/^\/calendar\/[^/]+\/?$/, () => back("/calendar", "calendar")],
  [/^\/messages\/(all|archived)\/[^/]+\/?$/, (m) => back(`/messages/${m[1]}`, "inbox")],
  [/^\/verification(\/.*)?$/, () => back("/reservations/requests", "reservations")],
];

function back(to: string, label: string): HeaderBackLink {
  return { to, labelKey: `shell.back.${label}` };
}

export function headerBackLink(pathname: string): HeaderBackLink | null {
  for (const [pattern, link] of rules) {
    const match = pattern.exec(pathname);
    if (match) return link(match);
  }
  return null;
}

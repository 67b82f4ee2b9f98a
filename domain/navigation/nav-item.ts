// A navigation tab item (listing spec §2): an icon, an optional label, an optional badge, and active
// when the current path matches one of its paths.

export interface NavBadge {
  /** Null shows a dot without a number. */
  readonly label: string | null;
}

export interface NavItem<Key extends string = string> {
  readonly key: Key;
  readonly icon: string;
  readonly labelKey?: string;
  readonly badge?: NavBadge;
  /** In-app route, or an external address when `external` is set. */
  readonly href: string;
  readonly external: boolean;
  /** Routes under which the item counts as active; external links are never active. */
  readonly activePaths: readonly string[];
}

export function isNavItemActive(item: Pick<NavItem, "activePaths" | "external">, pathname: string): boolean {
  if (item.external) return false;
  return item.activePaths.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * The help centre address in the host's language. The spec only says French gets the language
 * parameter fr; we name it hl like the app's own language parameter, and other languages get the
 * help centre's default.
 */
export function helpCentreHref(url: string, locale: string): string {
  if (!locale.toLowerCase().startsWith("fr")) return url;
  const [beforeHash, hash] = url.split("#", 2) as [string, string | undefined];
  const joined = `${beforeHash}${beforeHash.includes("?") ? "&" : "?"}hl=fr`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

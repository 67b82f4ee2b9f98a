// The /redirect/* entry points and the campaign route (operations spec §2, §4 Auth gating): links
// from e-mails and the marketing site land on them. A signed-in host on one of them goes to the start
// page, or to the `redirect` url when it names a page of this app. With the campaign setting on,
// /redirect/campaign goes to the first property's step named by `id`.

export const redirectEntries = [
  "login",
  "register",
  "landing",
  "platform",
  "campaign",
  "platform/login",
] as const;
export type RedirectEntryName = (typeof redirectEntries)[number];

export const campaignSteps = [
  "photos",
  "amenities",
  "price-and-availability",
  "subscription-and-boosters",
  "calendar",
  "inquiries",
] as const;
export type CampaignStep = (typeof campaignSteps)[number];

export function isRedirectEntry(name: string): name is RedirectEntryName {
  return (redirectEntries as readonly string[]).includes(name);
}

/**
 * Where a campaign step lives: calendar and inquiries are pages of their own; the others are pages
 * of the first property's first unit (listing spec §2), which need that unit.
 */
export type CampaignTarget =
  | { readonly area: "calendar" | "reservations"; readonly path: string }
  | { readonly area: "properties"; readonly step: CampaignStep };

export function campaignTarget(id: string | null): CampaignTarget | null {
  switch (id) {
    case "calendar":
      return { area: "calendar", path: "/calendar" };
    case "inquiries":
      return { area: "reservations", path: "/reservations/inquiries" };
    case "photos":
    case "amenities":
    case "price-and-availability":
    case "subscription-and-boosters":
      return { area: "properties", step: id };
    default:
      return null;
  }
}

/**
 * The `redirect` url, when it is a path of this app: an absolute url or a protocol-relative one
 * (`//evil.example`) would turn the entry point into an open redirect.
 */
export function safeRedirectPath(value: string | null): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // Control characters (a tab or newline inside "/\t/evil") are dropped by URL parsers.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  if (value === "/redirect" || value.startsWith("/redirect/")) return null;
  return value;
}

/**
 * How a signed-out visitor's sign-in starts. /redirect/register asks the identity provider for its
 * sign-up, `prompt=create` ("Initiating User Registration via OpenID Connect 1.0"), but only when
 * the provider's discovery document lists `create` among its `prompt_values_supported`: a provider
 * that does not know the value would refuse the whole request, so without it the visitor gets a
 * plain sign-in, which is still better than an error. Every other page signs in.
 */
export function signInPrompt(pathname: string, promptValuesSupported: unknown): "create" | undefined {
  if (pathname.replace(/\/+$/, "") !== "/redirect/register") return undefined;
  const supported = Array.isArray(promptValuesSupported) && promptValuesSupported.includes("create");
  return supported ? "create" : undefined;
}

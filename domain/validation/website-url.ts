// Website check (listing spec §5): optional http or https scheme, a domain name or an IPv4 address,
// an optional port of up to 5 digits, then optional path, query and fragment. Input is trimmed first.
const label = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const domain = `(?:${label}\\.)+[a-z]{2,63}`;
const octet = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const ipv4 = `${octet}(?:\\.${octet}){3}`;
const websiteUrl = new RegExp(
  `^(?:https?://)?(?:${domain}|${ipv4})(?::\\d{1,5})?(?:/[^\\s?#]*)?(?:\\?[^\\s#]*)?(?:#\\S*)?$`,
  "i",
);

export function isValidWebsiteUrl(input: string): boolean {
  return websiteUrl.test(input.trim());
}

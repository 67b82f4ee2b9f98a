import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidWebsiteUrl } from "./website-url.ts";

describe("website URL (listing spec §5)", () => {
  it("accepts an optional http(s) scheme, a domain or IPv4, a port and path, query and fragment", () => {
    for (const url of [
      "example.com",
      "  https://www.example.co.uk  ",
      "http://192.168.1.20:8080/rooms?lang=en#top",
      "casa-mar.es/apartamentos/1",
      "HTTPS://Example.COM:65535",
    ]) {
      expect(isValidWebsiteUrl(url), url).toBe(true);
    }
  });

  it("refuses other schemes, bare words, bad addresses and long ports", () => {
    for (const url of [
      "ftp://example.com",
      "localhost",
      "example",
      "http://256.1.1.1",
      "example.com:123456",
      "exa mple.com",
      "",
      "https://",
    ]) {
      expect(isValidWebsiteUrl(url), url).toBe(false);
    }
  });

  it("accepts any generated http or https URL with a domain or IPv4 host", () => {
    const url = fc.webUrl({
      validSchemes: ["http", "https"],
      authoritySettings: { withIPv4: true, withPort: true },
      withQueryParameters: true,
      withFragments: true,
      // Short URLs keep the run fast; the parts are the same as in long ones.
      size: "xsmall",
    });
    fc.assert(
      fc.property(url, (u) => isValidWebsiteUrl(u)),
      { numRuns: 1000 },
    );
  });
});

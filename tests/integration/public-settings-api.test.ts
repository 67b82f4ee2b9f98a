// Settings read before sign-in, against the real server (operations spec §6, §7): feature
// settings, cookie-consent settings per language, and the static domain configuration.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Schema } from "effect";
import {
  CookieConsentSettings,
  DomainConfiguration,
  PublicSettings,
} from "../../domain/configuration/public-settings.ts";
import { expectProblem, jsonOf } from "../support/api-client.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});
afterAll(() => server.close());

describe("public settings", () => {
  it("answers the feature settings without a token", async () => {
    const settings = Schema.decodeUnknownSync(PublicSettings)(
      await jsonOf(fetch(`${server.url}/api/public/settings`)),
    );
    expect(settings.inbox).toBe(true);
  });

  it("answers cookie-consent settings in the asked language, falling back to the default", async () => {
    const decode = Schema.decodeUnknownSync(CookieConsentSettings);
    const german = decode(await jsonOf(fetch(`${server.url}/api/public/cookie-consent-settings?hl=de_DE`)));
    expect(german.locale).toBe("de_DE");
    expect(german.categories.filter((c) => c.required).map((c) => c.id)).toEqual(["necessary"]);
    const unknown = decode(await jsonOf(fetch(`${server.url}/api/public/cookie-consent-settings?hl=xx_XX`)));
    expect(unknown.locale).toBe("en_US");
  });

  it("answers the domain configuration for the server's own host name only", async () => {
    const host = new URL(server.url).hostname;
    const configuration = Schema.decodeUnknownSync(DomainConfiguration)(
      await jsonOf(fetch(`${server.url}/config/${host}.json`)),
    );
    expect(configuration).toMatchObject({ hostname: host, apiHost: server.url });
    await expectProblem(fetch(`${server.url}/config/evil.example.json`), 404, "/problems/not-found");
    await expectProblem(fetch(`${server.url}/config/${host}.txt`), 404, "/problems/not-found");
  });
});

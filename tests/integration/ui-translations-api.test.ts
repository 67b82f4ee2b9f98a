// GET /api/public/ui-translations serves the same strings the client bundles, per language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});
afterAll(() => server.close());

describe("ui translations", () => {
  it("answers the requested language without sign-in, and English for an unknown one", async () => {
    const german = await fetch(`${server.url}/api/public/ui-translations?hl=de_DE`);
    expect(german.status).toBe(200);
    expect(german.headers.get("content-language")).toBe("de-DE");
    expect(await german.json()).toEqual(JSON.parse(readFileSync("locales/de_DE.json", "utf8")));
    const unknown = await fetch(`${server.url}/api/public/ui-translations?hl=xx_XX`);
    expect(unknown.headers.get("content-language")).toBe("en-US");
    expect(((await unknown.json()) as { app: { signIn: string } }).app.signIn).toBe("Sign in");
  });
});

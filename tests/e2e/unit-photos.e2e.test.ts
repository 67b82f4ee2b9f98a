// The unit photos page in Chromium, against the real server, opened from the unit's navigation:
// photos picked in the browser are checked there and uploaded with their own progress; the host
// reorders them with the keyboard and by dragging, makes one the cover (which the properties list
// then shows as the unit's thumbnail) and deletes another after confirming, and after a reload the
// page and the server's rows hold the same order. A pixel flood
// (a tiny PNG declaring 100,000 × 100,000 pixels) is refused in the browser with a clear message,
// and nothing is sent; an upload cut off on its way says so and arrives once on Retry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { png } from "../../domain/uploads/test-images.ts";
import { unitPhotoOrderBy } from "../../server/data/unit-photo-order.ts";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { openSignedInPage, type SignedInPage } from "../support/signed-in-page.ts";
import { untilInPage as waitFor } from "../support/until-in-page.ts";
import { realPng } from "../support/upload-bodies.ts";

let opened: SignedInPage;
let page: Page;
let unitId: string;
let path: string;
/** Every photo upload the browser sent, counted as it leaves. */
let photoPosts = 0;

const cardIds = () =>
  page
    .locator('[data-testid="photo-card"]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-photo-id")));
const serverIds = async () =>
  (
    await opened.server.db.query<{ id: string }>(
      `select id from uploads where kind = 'unit_photo' and unit_id = $1 order by ${unitPhotoOrderBy}`,
      [unitId],
    )
  ).rows.map((r) => r.id);
const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);
const card = (id: string) => page.locator(`[data-testid="photo-card"][data-photo-id="${id}"]`);

beforeAll(async () => {
  opened = await openSignedInPage({
    account: demoAccounts.individual,
    path: "/properties",
    language: "en_US",
    ready: (p) => p.getByRole("heading", { name: "Properties", level: 1 }).waitFor(),
  });
  page = opened.page;
  const { rows } = await opened.server.db.query<{ id: string; property_id: string }>(
    "select id, property_id from units where host_id = $1 and state <> 'DELETED' order by id limit 1",
    [demoAccounts.individual.hostId],
  );
  unitId = rows[0]!.id;
  path = `/properties/${rows[0]!.property_id}/units/${unitId}/photos`;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith(`/property-unit/${unitId}/photos`))
      photoPosts++;
  });
  // The page is one of the unit's pages, reached from the unit's navigation.
  await page.goto(`${opened.server.url}${path.slice(0, -"/photos".length)}`);
  await page.getByRole("navigation", { name: "Unit pages" }).getByRole("link", { name: "Photos" }).click();
  await page.waitForURL(`${opened.server.url}${path}`);
  await page.getByRole("heading", { name: "Photos", exact: true, level: 2 }).waitFor();
});

afterAll(async () => {
  await opened?.close();
});

describe("the unit photos page", () => {
  it("shows the empty state, then uploads several photos, each with its progress to the end", async () => {
    await page.getByTestId("photos-empty").waitFor();
    expect(await page.getByTestId("photos-empty").textContent()).toContain("first one becomes the cover");
    const files = [
      { name: "terrace.png", width: 1024, height: 683 },
      { name: "kitchen.png", width: 1100, height: 700 },
      { name: "bedroom.png", width: 1200, height: 800 },
    ].map(({ name, width, height }) => ({
      name,
      mimeType: "image/png",
      buffer: Buffer.from(realPng(width, height)),
    }));
    await page.getByRole("button", { name: "Add photos" }).waitFor();
    await page.getByTestId("photo-file-input").setInputFiles(files);
    const rows = page.getByTestId("photo-upload");
    await waitFor(async () => (await rows.count()) === 3, "a row per photo");
    await waitFor(
      async () =>
        (await page.getByTestId("photo-upload-status").allTextContents()).every((t) => t === "Uploaded"),
      "every upload to finish",
    );
    const progress = await page
      .getByTestId("photo-upload-progress")
      .evaluateAll((bars) => bars.map((b) => (b as HTMLProgressElement).value));
    expect(progress).toEqual([100, 100, 100]);
    expect(photoPosts).toBe(3);
    await waitFor(async () => (await cardIds()).length === 3, "the three photos listed");
    expect(await cardIds()).toEqual(await serverIds());
    expect(await page.getByTestId("photos-status").textContent()).toContain("uploaded");
  });

  it("reorders by keyboard and by drag, sets the cover, and the server follows", async () => {
    const [a, b, c] = (await cardIds()) as [string, string, string];
    // Alt+ArrowDown on the first photo moves it one place later, and it keeps the focus.
    await card(a).focus();
    await page.keyboard.press("Alt+ArrowDown");
    await waitFor(async () => sameList(await cardIds(), [b, a, c]), "the keyboard move");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-photo-id"))).toBe(a);
    expect(await page.getByTestId("photos-status").textContent()).toBe("Photo moved to place 2 of 3.");
    await waitFor(async () => sameList(await serverIds(), [b, a, c]), "the server to hold the keyboard move");

    // Dragging the last photo onto the first puts it first: it is now the cover.
    await card(c).dragTo(card(b));
    await waitFor(async () => sameList(await cardIds(), [c, b, a]), "the drag");
    await waitFor(async () => sameList(await serverIds(), [c, b, a]), "the server to hold the drag");

    await card(a).getByRole("button", { name: "Set as cover (Photo 3)" }).click();
    await waitFor(async () => sameList(await cardIds(), [a, c, b]), "the new cover");
    expect(await card(a).getByTestId("photo-cover-mark").textContent()).toBe("Cover");
    expect(await page.getByTestId("photo-cover-mark").count()).toBe(1);
    await waitFor(async () => sameList(await serverIds(), [a, c, b]), "the server to hold the cover");
  });

  it("shows the cover as the unit's thumbnail in the properties list, a placeholder for a unit without photos", async () => {
    const [cover] = (await cardIds()) as [string];
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Properties" }).click();
    await page.getByRole("heading", { name: "Properties", level: 1 }).waitFor();
    const title = (
      await opened.server.db.query<{ title: string }>("select title from units where id = $1", [unitId])
    ).rows[0]!.title;
    const row = page
      .getByTestId("unit-row")
      .filter({ has: page.getByRole("link", { name: title, exact: true }) });
    // The list draws from the local store, which the pull after the cover's write brings up to date.
    await waitFor(
      async () =>
        (await row
          .getByTestId("unit-thumbnail")
          .getAttribute("src")
          .catch(() => null)) === `/api/public/files/${cover}`,
      "the cover in the list",
    );
    const image = row.getByTestId("unit-thumbnail");
    expect(await image.getAttribute("loading")).toBe("lazy");
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const others = page
      .getByTestId("unit-row")
      .filter({ hasNot: page.getByRole("link", { name: title, exact: true }) });
    expect(await others.count()).toBeGreaterThan(0);
    expect(await others.getByTestId("unit-thumbnail").count()).toBe(0);
    expect(await others.getByTestId("unit-thumbnail-placeholder").count()).toBe(await others.count());

    await page.goto(`${opened.server.url}${path}`);
    await page.getByRole("heading", { name: "Photos", exact: true, level: 2 }).waitFor();
    await waitFor(async () => (await cardIds()).length === 3, "the photos listed again");
  });

  it("deletes a photo only once the host confirms, and the reload shows what the server holds", async () => {
    const [a, c, b] = (await cardIds()) as [string, string, string];
    await card(c).getByRole("button", { name: "Delete (Photo 2)" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this photo?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await cardIds()).toEqual([a, c, b]);

    await card(c).getByRole("button", { name: "Delete (Photo 2)" }).click();
    await dialog.getByRole("button", { name: "Delete photo" }).click();
    await waitFor(async () => sameList(await cardIds(), [a, b]), "the photo to go");
    expect(await page.getByTestId("photos-status").textContent()).toBe("Photo deleted.");
    expect(await serverIds()).toEqual([a, b]);

    await page.reload();
    await waitFor(async () => sameList(await cardIds(), [a, b]), "the photos after the reload");
    expect(await card(a).getByTestId("photo-cover-mark").count()).toBe(1);
    const served = await page.evaluate(
      async (url) => (await fetch(url)).status,
      (await card(b).locator("img").getAttribute("src"))!,
    );
    expect(served).toBe(200);
  });

  it("refuses a pixel flood in the browser with a clear message and sends nothing", async () => {
    const posts = photoPosts;
    const before = await serverIds();
    await page
      .getByTestId("photo-file-input")
      .setInputFiles([
        { name: "flood.png", mimeType: "image/png", buffer: Buffer.from(png(100_000, 100_000, [])) },
      ]);
    const refused = page.getByTestId("photo-upload").filter({ hasText: "flood.png" });
    await refused.waitFor();
    const message =
      "flood.png was not uploaded: it claims 100000 × 100000 pixels, more than the 16000 × 16000 allowed.";
    await waitFor(
      async () => (await refused.getByTestId("photo-upload-status").textContent()) === message,
      "the refusal",
    );
    expect(await page.getByTestId("photos-alert").textContent()).toBe(message);
    expect(await refused.getByRole("button", { name: /Retry/ }).count()).toBe(0);
    expect(photoPosts).toBe(posts);
    expect(await serverIds()).toEqual(before);
  });

  it("says when an upload did not reach the server, and sends it again on Retry", async () => {
    const before = await serverIds();
    const uploadUrl = `${opened.server.url}/api/app/property-unit/${unitId}/photos`;
    // The first send is cut off on its way, as on a dropped connection.
    await page.route(uploadUrl, (route) => route.abort("connectionreset"), { times: 1 });
    await page
      .getByTestId("photo-file-input")
      .setInputFiles([
        { name: "garden.png", mimeType: "image/png", buffer: Buffer.from(realPng(1024, 700)) },
      ]);
    const row = page.getByTestId("photo-upload").filter({ hasText: "garden.png" });
    const failed = "Not uploaded: the server could not be reached";
    await waitFor(
      async () => (await row.getByTestId("photo-upload-status").textContent()) === failed,
      "the failure",
    );
    expect(await page.getByTestId("photos-alert").textContent()).toBe(
      "garden.png was not uploaded: the server could not be reached",
    );
    expect(await serverIds()).toEqual(before);
    await row.getByRole("button", { name: "Retry (garden.png)" }).click();
    await waitFor(
      async () => (await row.getByTestId("photo-upload-status").textContent()) === "Uploaded",
      "the retry to arrive",
    );
    const after = await serverIds();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + 1);
    await waitFor(async () => sameList(await cardIds(), after), "the new photo listed last");
  });
});

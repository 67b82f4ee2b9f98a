// Uploads against the real server (listing spec §7): the user image,
// identity documents and unit photos. Files are checked by their magic bytes, byte size and the
// pixel dimensions in their header (a pixel flood is refused unread), stored with their metadata
// stripped, and a refused upload leaves no file and no row. Another host's unit or photo is a 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { ascii, concatBytes, jpeg, jpegSegment, png, pngChunk } from "../../domain/uploads/test-images.ts";
import { apiClient, expectProblem, jsonOf, sendTwice, type Api } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { fileUpload, gpsSecret, multipart, pngExif, pngText, realPng } from "../support/upload-bodies.ts";
import { storedFiles } from "../support/test-file-store.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let anna: string;
let alpine: string;
let annaUnit: string;
let alpineUnit: string;

interface Uploaded {
  id: string;
  kind: string;
  mimeType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  url: string | null;
  documentType: string | null;
  documentIndex: number | null;
}

const contains = (bytes: Uint8Array, text: string) =>
  Buffer.from(bytes).includes(Buffer.from(text, "latin1"));
const uploadRows = async () =>
  (await server.db.query<{ n: number }>("select count(*)::int as n from uploads")).rows[0]!.n;
const download = async (url: string) => {
  const response = await fetch(`${server.url}${url}`);
  expect(response.status).toBe(200);
  return { type: response.headers.get("content-type"), bytes: new Uint8Array(await response.arrayBuffer()) };
};

/** Asserts the upload was refused with this status and leaves the store and the table as they were. */
async function expectRefusedLeavingNothing(send: () => Promise<Response>, status: number, type: string) {
  const [files, rows] = [storedFiles(server.dataDir), await uploadRows()];
  const problem = await expectProblem(send(), status, type);
  expect(storedFiles(server.dataDir)).toEqual(files);
  expect(await uploadRows()).toBe(rows);
  return problem;
}

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  [anna, alpine] = await Promise.all([
    signIn(server.url, demoAccounts.individual).then((t) => t.accessToken),
    signIn(server.url, demoAccounts.company).then((t) => t.accessToken),
  ]);
  const unitOf = async (host: string) =>
    (
      await server.db.query<{ id: string }>(
        "select id from units where host_id = $1 and state <> 'DELETED' order by id limit 1",
        [host],
      )
    ).rows[0]!.id;
  annaUnit = await unitOf("host-anna");
  alpineUnit = await unitOf("host-alpine");
});
afterAll(() => server.close());

describe("the user image", () => {
  it("is stored without its metadata, served at its url, replaced by the next one and deleted", async () => {
    const original = realPng(200, 200, [pngText(gpsSecret), pngExif(gpsSecret)]);
    const first = await sendTwice((headers) =>
      api(anna, "/api/app/user/image", fileUpload(original, "image/png", headers)),
    );
    expect(first.status).toBe(200);
    const { image, imageUrls } = first.body as { image: Uploaded; imageUrls: string[] };
    expect(image).toMatchObject({ kind: "user_image", mimeType: "image/png", width: 200, height: 200 });
    expect(imageUrls).toEqual([image.url]);
    expect(await jsonOf(api(anna, "/api/app/user/info"))).toMatchObject({ imageUrls: [image.url] });
    // The replay under the same key stored nothing more.
    expect(storedFiles(server.dataDir)).toHaveLength(1);
    const served = await download(image.url!);
    expect(served.type).toBe("image/png");
    expect(contains(served.bytes, "GPSLatitude")).toBe(false);
    expect(served.bytes).toEqual(realPng(200, 200));
    expect(image.byteSize).toBe(served.bytes.length);

    // A JPEG declared as a PNG is taken as the JPEG it is, its EXIF gone.
    const exif = jpegSegment(0xe1, concatBytes(ascii("Exif\0\0MM\0*"), ascii(gpsSecret)));
    const photo = jpeg(300, 300, [exif], new Uint8Array([1, 2, 3, 4]));
    const second = await jsonOf<{ image: Uploaded }>(
      api(anna, "/api/app/user/image", fileUpload(photo, "image/png")),
    );
    expect(second.image.mimeType).toBe("image/jpeg");
    const jpegServed = await download(second.image.url!);
    expect(jpegServed.type).toBe("image/jpeg");
    expect(contains(jpegServed.bytes, "Exif")).toBe(false);
    expect(jpegServed.bytes).toEqual(jpeg(300, 300, [], new Uint8Array([1, 2, 3, 4])));
    // The first image is gone: one image per host, one file on disk.
    expect((await fetch(`${server.url}${image.url!}`)).status).toBe(404);
    expect(storedFiles(server.dataDir)).toHaveLength(1);

    expect(await jsonOf(api(anna, "/api/app/user/image", { method: "DELETE" }))).toEqual({ imageUrls: [] });
    expect(await jsonOf(api(anna, "/api/app/user/info"))).toMatchObject({ imageUrls: [] });
    expect((await fetch(`${server.url}${second.image.url!}`)).status).toBe(404);
    expect(storedFiles(server.dataDir)).toEqual([]);
    expect(await uploadRows()).toBe(0);
  });

  it("refuses wrong magic bytes whatever the declared type, and leaves nothing behind", async () => {
    const html = ascii("<html><body><script>alert(document.cookie)</script></body></html>");
    const problem = await expectRefusedLeavingNothing(
      () => api(anna, "/api/app/user/image", fileUpload(html, "image/png")),
      400,
      "/problems/bad-request",
    );
    expect(problem.invalidParams).toEqual([expect.objectContaining({ name: "file", type: "type" })]);
    // A GIF is an image, but not one Hearth takes.
    await expectRefusedLeavingNothing(
      () => api(anna, "/api/app/user/image", fileUpload(ascii("GIF89a\x01\0\x01\0\0\0\0;"), "image/gif")),
      400,
      "/problems/bad-request",
    );
  });

  it("refuses a pixel flood from its header: a few bytes claiming 100,000 × 100,000 pixels", async () => {
    const flood = png(100_000, 100_000, [
      pngChunk("IDAT", new Uint8Array([0x78, 0x9c, 0x03, 0, 0, 0, 0, 1])),
    ]);
    expect(flood.length).toBeLessThan(100);
    const problem = await expectRefusedLeavingNothing(
      () => api(anna, "/api/app/user/image", fileUpload(flood)),
      400,
      "/problems/bad-request",
    );
    expect(problem.invalidParams).toEqual([expect.objectContaining({ name: "file", type: "too-large" })]);
  });

  it("refuses an oversize body with 413, a body that is not multipart, and a part not named file", async () => {
    const huge = concatBytes(realPng(100, 100), new Uint8Array(6 * 1024 * 1024));
    await expectRefusedLeavingNothing(
      () => api(anna, "/api/app/user/image", fileUpload(huge)),
      413,
      "/problems/payload-too-large",
    );
    await expectRefusedLeavingNothing(
      () => api(anna, "/api/app/user/image", { method: "POST", body: JSON.stringify({ file: "x" }) }),
      400,
      "/problems/bad-request",
    );
    const wrongName = multipart([{ name: "image", data: realPng(100, 100) }]);
    await expectRefusedLeavingNothing(
      () =>
        api(anna, "/api/app/user/image", {
          method: "POST",
          body: wrongName.body,
          headers: { "content-type": wrongName.contentType },
        }),
      400,
      "/problems/bad-request",
    );
  });

  it("answers 401 without a token, before reading the file", async () => {
    await expectRefusedLeavingNothing(
      () => api(undefined, "/api/app/user/image", fileUpload(realPng(100, 100))),
      401,
      "/problems/unauthorized",
    );
  });
});

describe("unit photos", () => {
  it("takes a photo within the configuration's constraints, lists it, serves it and deletes it", async () => {
    const { propertyUnit } = await jsonOf<{
      propertyUnit: { photosConstraints: { minWidth: number; minHeight: number } };
    }>(api(anna, "/api/app/properties-configuration?hl=en_US"));
    const { minWidth, minHeight } = propertyUnit.photosConstraints;
    const original = realPng(minWidth, minHeight, [pngText(gpsSecret)]);
    const added = await sendTwice((headers) =>
      api(anna, `/api/app/property-unit/${annaUnit}/photos`, fileUpload(original, "image/png", headers)),
    );
    expect(added.status).toBe(200);
    const photo = added.body as Uploaded;
    expect(photo).toMatchObject({ kind: "unit_photo", width: minWidth, height: minHeight });
    const served = await download(photo.url!);
    expect(contains(served.bytes, "GPSLatitude")).toBe(false);
    expect(await jsonOf(api(anna, `/api/app/property-unit/${annaUnit}/photos`))).toEqual({ photos: [photo] });

    // Below the minimum: refused, nothing stored.
    const problem = await expectRefusedLeavingNothing(
      () =>
        api(anna, `/api/app/property-unit/${annaUnit}/photos`, fileUpload(realPng(minWidth - 1, minHeight))),
      400,
      "/problems/bad-request",
    );
    expect(problem.invalidParams).toEqual([expect.objectContaining({ name: "file", type: "too-small" })]);

    expect(
      await jsonOf(api(anna, `/api/app/property-unit/${annaUnit}/photos/${photo.id}`, { method: "DELETE" })),
    ).toEqual({ deleted: photo.id });
    expect(await jsonOf(api(anna, `/api/app/property-unit/${annaUnit}/photos`))).toEqual({ photos: [] });
    expect(storedFiles(server.dataDir)).toEqual([]);
    await expectProblem(
      api(anna, `/api/app/property-unit/${annaUnit}/photos/${photo.id}`, { method: "DELETE" }),
      404,
      "/problems/not-found",
    );
  });

  it("refuses a photo over the byte limit with 413", async () => {
    const huge = concatBytes(realPng(1024, 683), new Uint8Array(16 * 1024 * 1024));
    await expectRefusedLeavingNothing(
      () => api(anna, `/api/app/property-unit/${annaUnit}/photos`, fileUpload(huge)),
      413,
      "/problems/payload-too-large",
    );
  });

  it("answers 404 for another host's unit and another host's photo, and stores nothing", async () => {
    const photo = await jsonOf<Uploaded>(
      api(alpine, `/api/app/property-unit/${alpineUnit}/photos`, fileUpload(realPng(1024, 683))),
    );
    const before = storedFiles(server.dataDir);
    await expectRefusedLeavingNothing(
      () => api(anna, `/api/app/property-unit/${alpineUnit}/photos`, fileUpload(realPng(1024, 683))),
      404,
      "/problems/not-found",
    );
    await expectProblem(api(anna, `/api/app/property-unit/${alpineUnit}/photos`), 404, "/problems/not-found");
    for (const unit of [alpineUnit, annaUnit])
      await expectProblem(
        api(anna, `/api/app/property-unit/${unit}/photos/${photo.id}`, { method: "DELETE" }),
        404,
        "/problems/not-found",
      );
    expect(storedFiles(server.dataDir)).toEqual(before);
    expect(await jsonOf(api(alpine, `/api/app/property-unit/${alpineUnit}/photos`))).toEqual({
      photos: [photo],
    });
  });
});

describe("identity documents", () => {
  it("takes indexed files of a document, a PDF among them, lists them and never serves them", async () => {
    const pdf = ascii("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    const form = multipart([
      { name: "documentType", data: "identity_card" },
      {
        name: "files[0]",
        filename: "front.png",
        contentType: "image/png",
        data: realPng(800, 500, [pngText(gpsSecret)]),
      },
      { name: "files[1]", filename: "back.pdf", contentType: "application/pdf", data: pdf },
    ]);
    const sent = await sendTwice((headers) =>
      api(anna, "/api/app/user/onboarding/documentUpload", {
        method: "POST",
        body: form.body,
        headers: { "content-type": form.contentType, ...headers },
      }),
    );
    expect(sent.status).toBe(200);
    const { documents } = sent.body as { documents: Uploaded[] };
    expect(documents.map((d) => [d.documentType, d.documentIndex, d.mimeType, d.url])).toEqual([
      ["identity_card", 0, "image/png", null],
      ["identity_card", 1, "application/pdf", null],
    ]);
    expect(await jsonOf(api(anna, "/api/app/user/onboarding/documents"))).toEqual({ documents });
    expect(await jsonOf(api(alpine, "/api/app/user/onboarding/documents"))).toEqual({ documents: [] });
    for (const d of documents)
      expect((await fetch(`${server.url}/api/public/files/${d.id}`)).status).toBe(404);
    const stored = storedFiles(server.dataDir).filter((f) => f.startsWith("host-anna/"));
    expect(stored).toHaveLength(2);

    // Sending index 0 again replaces it: still two files, the old one gone.
    const again = multipart([
      { name: "documentType", data: "identity_card" },
      { name: "files[0]", data: realPng(900, 600) },
    ]);
    const replaced = await jsonOf<{ documents: Uploaded[] }>(
      api(anna, "/api/app/user/onboarding/documentUpload", {
        method: "POST",
        body: again.body,
        headers: { "content-type": again.contentType },
      }),
    );
    expect(replaced.documents[0]).toMatchObject({ documentIndex: 0, width: 900 });
    expect(storedFiles(server.dataDir).filter((f) => f.startsWith("host-anna/"))).toHaveLength(2);
  });

  it("refuses an unknown document type, a bad index, a repeated index and a bad file: all or nothing", async () => {
    const bodies = [
      [
        { name: "documentType", data: "selfie" },
        { name: "files[0]", data: realPng(800, 500) },
      ],
      [
        { name: "documentType", data: "passport" },
        { name: "files[7]", data: realPng(800, 500) },
      ],
      [
        { name: "documentType", data: "passport" },
        { name: "files[0]", data: realPng(800, 500) },
        { name: "files[0]", data: realPng(800, 500) },
      ],
      // One good file and one that is not a document: neither is kept.
      [
        { name: "documentType", data: "passport" },
        { name: "files[0]", data: realPng(800, 500) },
        { name: "files[1]", data: ascii("MZ\x90\0 an executable") },
      ],
      [{ name: "documentType", data: "passport" }],
    ];
    for (const parts of bodies) {
      const form = multipart(parts);
      await expectRefusedLeavingNothing(
        () =>
          api(anna, "/api/app/user/onboarding/documentUpload", {
            method: "POST",
            body: form.body,
            headers: { "content-type": form.contentType, "idempotency-key": randomUUID() },
          }),
        400,
        "/problems/bad-request",
      );
    }
  });
});

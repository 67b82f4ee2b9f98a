// Image metadata (hardening: "image metadata stripped"): generated JPEG, PNG and WebP
// files carrying a secret in every kind of metadata their format has (EXIF, XMP, IPTC, comments,
// JFIF, text chunks, time) are uploaded as the user image and as identity documents to the real
// server; what it serves, and what it keeps on disk, is exactly the image without its metadata
// (the oracle: the same file built with none) and holds the secret nowhere.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { deflateSync } from "node:zlib";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import {
  ascii,
  concatBytes,
  jpeg,
  jpegSegment,
  png,
  pngChunk,
  webp,
  webpChunk,
} from "../../domain/uploads/test-images.ts";
import { apiClient, jsonOf, type Api } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";
import { fileUpload, multipart, realPng } from "../support/upload-bodies.ts";
import { storedBytes } from "../support/test-file-store.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let anna: string;

const secret = fc.stringMatching(/^[A-Za-z]{12,24}$/).map((s) => `GPS-${s}`);
const contains = (bytes: Uint8Array, text: string) =>
  Buffer.from(bytes).includes(Buffer.from(text, "latin1"));

interface Sample {
  format: string;
  secret: string;
  /** The upload, metadata planted. */
  file: Uint8Array;
  /** The same image with none: what must be stored. */
  bare: Uint8Array;
}

const pngMetadata = (s: string) => [
  pngChunk("tEXt", ascii(`Comment\0${s}`)),
  pngChunk("iTXt", ascii(`Description\0\0\0en\0Description\0${s}`)),
  pngChunk("zTXt", concatBytes(ascii("Author\0\0"), new Uint8Array(deflateSync(ascii(s))), ascii(s))),
  pngChunk("eXIf", ascii(`MM\0*${s}`)),
  pngChunk("tIME", new Uint8Array([7, 234, 11, 23, 1, 2, 3])),
];
const jpegMetadata = (s: string) => [
  jpegSegment(0xe0, ascii(`JFIF\0\x01\x02\0\0\x01\0\x01\0\0${s}`)),
  jpegSegment(0xe1, ascii(`Exif\0\0MM\0*${s}`)),
  jpegSegment(0xe1, ascii(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${s}</x:xmpmeta>`)),
  jpegSegment(0xed, ascii(`Photoshop 3.0\x008BIM${s}`)),
  jpegSegment(0xfe, ascii(s)),
];

function sample(kind: "user_image" | "identity_document"): fc.Arbitrary<Sample> {
  const [w, h] = kind === "user_image" ? [96, 80] : [640, 420];
  const formats = kind === "user_image" ? (["png", "jpeg", "webp"] as const) : (["png", "jpeg"] as const);
  // Real compressed pixels, made once: the IDAT chunk of a real PNG (signature and IHDR before it,
  // IEND after).
  const bare = realPng(w, h);
  const pixels = bare.subarray(33, bare.length - 12);
  return fc
    .tuple(
      fc.constantFrom(...formats),
      secret,
      fc.func(fc.boolean()),
      fc.uint8Array({ minLength: 1, maxLength: 64 }),
    )
    .map(([format, s, pick, scan]) => {
      // A non-empty subset of the format's metadata, in its order (the function picks a subset).
      const subset = <T>(all: T[]) => {
        const chosen = all.filter((_, i) => pick(i));
        return chosen.length > 0 ? chosen : all;
      };
      // Scan bytes cannot hold a marker: 0xFF stuffed with 0x00.
      const entropy = new Uint8Array([...scan].flatMap((b) => (b === 0xff ? [0xff, 0] : [b])));
      if (format === "png")
        return { format, secret: s, file: png(w, h, [...subset(pngMetadata(s)), pixels]), bare };
      if (format === "jpeg")
        return {
          format,
          secret: s,
          file: jpeg(w, h, subset(jpegMetadata(s)), entropy),
          bare: jpeg(w, h, [], entropy),
        };
      const bits = ((h - 1) << 14) | (w - 1);
      const vp8l = webpChunk(
        "VP8L",
        concatBytes(
          new Uint8Array([0x2f, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, bits >>> 24]),
          scan,
        ),
      );
      const metadata = subset([
        webpChunk("EXIF", ascii(`MM\0*${s}`)),
        webpChunk("XMP ", ascii(`<x:xmpmeta>${s}</x:xmpmeta>`)),
      ]);
      return {
        format,
        secret: s,
        file: webp(w, h, 0x08 | 0x04, [vp8l, ...metadata]),
        bare: webp(w, h, 0, [vp8l]),
      };
    })
    .map((x) => ({
      ...x,
      [fc.toStringMethod]: () => `${x.format} with ${x.file.length - x.bare.length} bytes of metadata`,
    }));
}

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  anna = (await signIn(server.url, demoAccounts.individual)).accessToken;
});
afterAll(() => server.close());

describe("image metadata after upload", () => {
  it("the user image is served, and stored, as the image alone", async () => {
    await fc.assert(
      fc.asyncProperty(sample("user_image"), async ({ file, bare, secret }) => {
        expect(file.length).toBeGreaterThan(bare.length);
        const { image } = await jsonOf<{ image: { id: string; url: string; byteSize: number } }>(
          api(anna, "/api/app/user/image", fileUpload(file, "image/png")),
        );
        const served = new Uint8Array(await (await fetch(`${server.url}${image.url}`)).arrayBuffer());
        expect(served).toEqual(bare);
        expect(contains(served, secret)).toBe(false);
        expect(image.byteSize).toBe(bare.length);
        const { rows } = await server.db.query<{ storage_key: string }>(
          "select storage_key from uploads where id = $1",
          [image.id],
        );
        expect(storedBytes(server.dataDir, rows[0]!.storage_key)).toEqual(bare);
      }),
      { numRuns: 60 },
    );
  }, 180_000);

  it("an identity document is stored as the image alone", async () => {
    await fc.assert(
      fc.asyncProperty(sample("identity_document"), async ({ file, bare, secret }) => {
        const form = multipart([
          { name: "documentType", data: "passport" },
          { name: "files[0]", filename: "scan", contentType: "image/jpeg", data: file },
        ]);
        const { documents } = await jsonOf<{ documents: { id: string }[] }>(
          api(anna, "/api/app/user/onboarding/documentUpload", {
            method: "POST",
            body: form.body,
            headers: { "content-type": form.contentType },
          }),
        );
        const { rows } = await server.db.query<{ storage_key: string }>(
          "select storage_key from uploads where id = $1",
          [documents[0]!.id],
        );
        const stored = storedBytes(server.dataDir, rows[0]!.storage_key)!;
        expect(stored).toEqual(bare);
        expect(contains(stored, secret)).toBe(false);
      }),
      { numRuns: 25 },
    );
    // Each case uploads a 640 × 420 PNG or JPEG; the margin is for a loaded machine.
  }, 180_000);
});

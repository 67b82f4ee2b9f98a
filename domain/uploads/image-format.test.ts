import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { sniffType } from "./image-format.ts";
import { ascii, concatBytes, jpeg, png, webp } from "./test-images.ts";

describe("sniffType", () => {
  it("knows JPEG, PNG, WebP and PDF by their first bytes", () => {
    expect(sniffType(jpeg(10, 10, [], new Uint8Array([1])))).toBe("image/jpeg");
    expect(sniffType(png(10, 10, []))).toBe("image/png");
    expect(sniffType(webp(10, 10, 0, []))).toBe("image/webp");
    expect(sniffType(ascii("%PDF-1.7\n"))).toBe("application/pdf");
  });

  it("refuses what only looks like an image by name: text, HTML, a GIF, a RIFF that is not WebP", () => {
    expect(sniffType(ascii("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
    expect(sniffType(ascii("GIF89a......"))).toBeUndefined();
    expect(sniffType(concatBytes(ascii("RIFF"), new Uint8Array(4), ascii("WAVE")))).toBeUndefined();
    expect(sniffType(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
    expect(sniffType(new Uint8Array())).toBeUndefined();
  });

  it("never throws on random bytes, and answers only types it can name", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const type = sniffType(bytes);
        expect([undefined, "image/jpeg", "image/png", "image/webp", "application/pdf"]).toContain(type);
      }),
      { numRuns: 2000 },
    );
  });
});

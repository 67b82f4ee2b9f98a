import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { pdfFault } from "./pdf-structure.ts";
import { ascii, concatBytes } from "./test-images.ts";

const pdf = ascii("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

describe("pdfFault", () => {
  it("takes a PDF with its header and end-of-file marker, trailing bytes within 1 KiB included", () => {
    expect(pdfFault(pdf)).toBeUndefined();
    expect(pdfFault(concatBytes(ascii("%PDF-2.0"), pdf.subarray(8)))).toBeUndefined();
    expect(pdfFault(concatBytes(pdf, new Uint8Array(1000)))).toBeUndefined();
  });

  it("refuses a PDF cut short (any cut before its marker), one without a version, and junk past 1 KiB", () => {
    const marker = pdf.length - "%%EOF\n".length;
    fc.assert(
      fc.property(fc.nat({ max: marker + 4 }), (n) => {
        expect(pdfFault(pdf.subarray(0, n))).toEqual(expect.any(String));
      }),
      { numRuns: 1000 },
    );
    expect(pdfFault(ascii("%PDF-x.y\n%%EOF"))).toBe("the PDF has no version header");
    expect(pdfFault(concatBytes(pdf, new Uint8Array(1100)))).toBe(
      "the PDF ends before its end-of-file marker",
    );
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { whatsappLink } from "./whatsapp-link.ts";

describe("whatsappLink", () => {
  it("keeps the number's digits only", () => {
    expect(whatsappLink("+49 (30) 1234-567")).toBe("https://wa.me/49301234567");
  });

  it("has no link without a digit", () => {
    expect(whatsappLink(null)).toBeNull();
    expect(whatsappLink(" + - ")).toBeNull();
  });

  it("links to the same number whatever spacing and punctuation surround its digits", () => {
    const digit = fc.constantFrom(..."0123456789");
    const noise = fc.string({ unit: fc.constantFrom(" ", "+", "-", "(", ")", ".", "/"), maxLength: 3 });
    fc.assert(
      fc.property(fc.array(fc.tuple(noise, digit), { minLength: 1, maxLength: 15 }), noise, (parts, tail) => {
        const written = parts.map(([n, d]) => n + d).join("") + tail;
        expect(whatsappLink(written)).toBe(`https://wa.me/${parts.map(([, d]) => d).join("")}`);
      }),
      { numRuns: 1000 },
    );
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { multipartBoundary, parseMultipart } from "./multipart.ts";
import { ascii, concatBytes } from "./test-images.ts";

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Uint8Array;
}

function encode(boundary: string, parts: readonly Part[]): Uint8Array {
  return concatBytes(
    ...parts.flatMap((p) => [
      ascii(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename === undefined ? "" : `; filename="${p.filename}"`}\r\n` +
          (p.contentType === undefined ? "" : `Content-Type: ${p.contentType}\r\n`) +
          "\r\n",
      ),
      p.data,
      ascii("\r\n"),
    ]),
    ascii(`--${boundary}--\r\n`),
  );
}

const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/);

describe("multipart/form-data", () => {
  it("reads the boundary of the content type, quoted or not, and nothing from another type", () => {
    expect(multipartBoundary("multipart/form-data; boundary=abc123")).toBe("abc123");
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("application/json; boundary=abc")).toBeUndefined();
    expect(multipartBoundary("multipart/form-data")).toBeUndefined();
    expect(multipartBoundary(undefined)).toBeUndefined();
  });

  it("gives back the parts it was given, bytes included (round trip)", () => {
    const part = fc.record(
      {
        name: token,
        filename: token,
        contentType: fc.constantFrom("image/png", "text/plain"),
        data: fc.uint8Array({ maxLength: 100 }),
      },
      { requiredKeys: ["name", "data"] },
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 5 }), (parts) => {
        const boundary = "----hearth-boundary-7f3a";
        const parsed = parseMultipart(encode(boundary, parts), boundary)!;
        expect(parsed.map((p) => ({ ...p, data: [...p.data] }))).toEqual(
          parts.map((p) => ({
            name: p.name,
            filename: p.filename,
            contentType: p.contentType,
            data: [...p.data],
          })),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it("refuses a body cut short, a part without a name, and too many parts", () => {
    const body = encode("b", [{ name: "file", data: ascii("abc") }]);
    expect(parseMultipart(body.subarray(0, 30), "b")).toBeUndefined();
    expect(
      parseMultipart(ascii("--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--"), "b"),
    ).toBeUndefined();
    const many = encode(
      "b",
      Array.from({ length: 30 }, () => ({ name: "x", data: ascii("1") })),
    );
    expect(parseMultipart(many, "b")).toBeUndefined();
  });

  // Regression of the bad-uploads fuzz run (uploads): the name was found by searching the header
  // for `; name="…"`, so one inside another parameter's quoted value counted, and of two names the
  // first won. Parameters are now read one by one, quoted strings whole.
  it("reads a Content-Disposition's parameters one by one: no name out of a quoted value, none twice", () => {
    const part = (disposition: string) =>
      parseMultipart(ascii(`--b\r\nContent-Disposition: ${disposition}\r\n\r\nx\r\n--b--`), "b");
    expect(part('form-data; filename="a; name="file"')).toBeUndefined();
    expect(part('form-data; filename="a; name=\\"file\\""')).toBeUndefined();
    expect(part('form-data; name="x"; name="file"')).toBeUndefined();
    expect(part('form-data; name="file"; NAME="file"')).toBeUndefined();
    expect(part('form-data; name="file')).toBeUndefined();
    expect(part("form-data; name=")).toBeUndefined();
    expect(part('form-data; name="file" junk')).toBeUndefined();
    expect(
      parseMultipart(
        ascii(
          '--b\r\nContent-Disposition: form-data; name="x"\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--b--',
        ),
        "b",
      ),
    ).toBeUndefined();
    // What RFC 7578 and browsers send is read as before, a quoted ";" or name= included.
    expect(part('form-data; filename="a; name=b.png"; name="file"')).toEqual([
      { name: "file", filename: "a; name=b.png", contentType: undefined, data: ascii("x") },
    ]);
    expect(part('form-data;name=file;filename="x.png";')?.map((p) => [p.name, p.filename])).toEqual([
      ["file", "x.png"],
    ]);
    expect(part('form-data; name="a \\"b\\""')?.map((p) => p.name)).toEqual(['a "b"']);
  });

  it("never throws on random bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.constantFrom("b", "xyz"), (bytes, boundary) => {
        const prefixed = concatBytes(ascii(`--${boundary}\r\n`), bytes);
        parseMultipart(prefixed, boundary);
        parseMultipart(bytes, boundary);
      }),
      { numRuns: 2000 },
    );
  });
});

import { describe, expect, it } from "vitest";
import { parseListPage } from "./s3-file-store.ts";
import { s3ConfigFromEnv } from "../config.ts";

const page = (contents: string, tail: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>b</Name>${contents}${tail}</ListBucketResult>`;
const object = (key: string, at: string) =>
  `<Contents><Key>${key}</Key><LastModified>${at}</LastModified><ETag>&quot;x&quot;</ETag><Size>3</Size></Contents>`;

describe("parseListPage", () => {
  it("reads keys (entities decoded) and dates, and the continuation of a truncated page", () => {
    const parsed = parseListPage(
      page(
        object("host-a/one", "2026-11-23T10:00:00.000Z") + object("odd &amp; &#x41;&#66;", "2026-11-23T11:30:00Z"),
        "<IsTruncated>true</IsTruncated><NextContinuationToken>tok&amp;en</NextContinuationToken>",
      ),
    );
    expect(parsed).toEqual({
      entries: [
        { key: "host-a/one", temporary: false, modifiedAt: Date.UTC(2026, 10, 23, 10) },
        { key: "odd & AB", temporary: false, modifiedAt: Date.UTC(2026, 10, 23, 11, 30) },
      ],
      next: "tok&en",
    });
    expect(parseListPage(page("", "<IsTruncated>false</IsTruncated>"))).toEqual({ entries: [], next: undefined });
    expect(() => parseListPage(page("", "<IsTruncated>true</IsTruncated>"))).toThrow(/continuation/);
    expect(() => parseListPage(page(object("k", "yesterday"), ""))).toThrow(/without key or date/);
  });
});

describe("s3ConfigFromEnv", () => {
  const full = {
    S3_ENDPOINT: "https://s3.eu-west-3.amazonaws.com/",
    S3_BUCKET: "hearth",
    S3_ACCESS_KEY_ID: "AK",
    S3_SECRET_ACCESS_KEY: "secret",
  };
  it("is absent without settings, complete with all, and refuses a partial or pathed one", () => {
    expect(s3ConfigFromEnv({})).toBeUndefined();
    expect(s3ConfigFromEnv(full)).toEqual({
      endpoint: "https://s3.eu-west-3.amazonaws.com",
      bucket: "hearth",
      accessKeyId: "AK",
      secretAccessKey: "secret",
      region: "us-east-1",
    });
    expect(s3ConfigFromEnv({ ...full, S3_REGION: "eu-west-3" })?.region).toBe("eu-west-3");
    expect(() => s3ConfigFromEnv({ S3_BUCKET: "hearth" })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set/,
    );
    expect(() => s3ConfigFromEnv({ ...full, S3_ENDPOINT: "http://127.0.0.1:9000/hearth" })).toThrow(/origin/);
  });
});

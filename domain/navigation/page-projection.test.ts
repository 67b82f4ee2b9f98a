import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageProjectionOf } from "./page-projection.ts";

describe("pageProjectionOf", () => {
  it("names the projection of the calendar's and the inbox's routes", () => {
    expect(pageProjectionOf("/calendar")).toBe("calendar");
    expect(pageProjectionOf("/calendar/BK-1")).toBe("calendar");
    expect(pageProjectionOf("/messages")).toBe("inbox");
    expect(pageProjectionOf("/messages/all/ch-1")).toBe("inbox");
  });

  it("names none for other pages and lookalike prefixes", () => {
    expect(pageProjectionOf("/")).toBeUndefined();
    expect(pageProjectionOf("/calendars")).toBeUndefined();
    expect(pageProjectionOf("/messages-archive")).toBeUndefined();
    expect(pageProjectionOf("/reservations/upcoming")).toBeUndefined();
  });

  it("names a projection only for paths under its page", () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const projection = pageProjectionOf(path);
        const area = path.split("/")[1];
        if (projection === "calendar") expect(area).toBe("calendar");
        else if (projection === "inbox") expect(area).toBe("messages");
        else expect(["calendar", "messages"]).not.toContain(area);
      }),
      { numRuns: 1000 },
    );
  });
});

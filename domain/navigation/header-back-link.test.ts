import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { headerBackLink } from "./header-back-link.ts";

describe("headerBackLink", () => {
  it("leads each detail page back to its list, with that list's label", () => {
    expect(headerBackLink("/booking-request-details/br-1")).toEqual({
      to: "/reservations/requests",
      labelKey: "shell.back.requests",
    });
    expect(headerBackLink("/booking-request-confirmation/br-1")?.to).toBe("/reservations/requests");
    expect(headerBackLink("/booking-details/b-1")).toEqual({
      to: "/reservations/upcoming",
      labelKey: "shell.back.bookings",
    });
    expect(headerBackLink("/inquiries/i-1")?.labelKey).toBe("shell.back.inquiries");
    expect(headerBackLink("/calendar/b-1")?.to).toBe("/calendar");
    expect(headerBackLink("/messages/archived/ch-1")?.to).toBe("/messages/archived");
    expect(headerBackLink("/verification")?.labelKey).toBe("shell.back.reservations");
  });

  it("gives top-level pages none", () => {
    for (const path of [
      "/",
      "/calendar",
      "/messages/all",
      "/reservations/requests",
      "/404",
      "/booking-details/",
    ])
      expect(headerBackLink(path)).toBeNull();
  });

  it("never leads to the page it is on", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("/booking-details/", "/inquiries/", "/calendar/", "/messages/all/", "/verification/"),
        fc.stringMatching(/^[a-z0-9-]{1,12}$/),
        (prefix, id) => {
          const link = headerBackLink(`${prefix}${id}`);
          return link !== null && link.to !== `${prefix}${id}`;
        },
      ),
      { numRuns: 1000 },
    );
  });
});

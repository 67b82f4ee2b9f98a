import { describe, expect, it } from "vitest";
import { Schema } from "effect";
import { GuestLoginPayload, isRecentChannel } from "./messaging-api.ts";

describe("isRecentChannel", () => {
  it("keeps a channel active exactly 12 months ago and drops one a day older", () => {
    expect(isRecentChannel("2024-05-10T12:00:00.000Z", "2025-05-10T12:00:00.000Z")).toBe(true);
    expect(isRecentChannel("2024-05-09T12:00:00.000Z", "2025-05-10T12:00:00.000Z")).toBe(false);
  });
});

describe("GuestLoginPayload", () => {
  const decode = Schema.decodeUnknownExit(GuestLoginPayload);
  it("accepts a booking code and an email", () => {
    expect(decode({ bookingCode: "HB7K2M9Q", email: "lena@guest.example" })._tag).toBe("Success");
  });
  it("refuses a code with spaces or an address without @", () => {
    expect(decode({ bookingCode: "HB 7K", email: "lena@guest.example" })._tag).toBe("Failure");
    expect(decode({ bookingCode: "HB7K2M9Q", email: "lena" })._tag).toBe("Failure");
  });
});

import { Exit, Result, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UnitId } from "../ids.ts";
import {
  buildContactFormPayload,
  ContactFormPayload,
  contactFormState,
  FeedbackCategory,
} from "./contact-form.ts";

const context = { pageId: "/calendar", propertyUnitId: UnitId.make("u-1") };

describe("contact form", () => {
  it("requires a topic and keeps the details hidden until one is chosen (spec §5)", () => {
    expect(contactFormState({ topic: null, details: "" })).toEqual({
      showDetails: false,
      topicError: "required",
      detailsError: null,
      canSubmit: false,
    });
  });

  it("requires details once a topic is chosen", () => {
    expect(contactFormState({ topic: "billing", details: "  " })).toMatchObject({
      showDetails: true,
      detailsError: "required",
      canSubmit: false,
    });
    expect(contactFormState({ topic: "billing", details: "Invoice missing" }).canSubmit).toBe(true);
    expect(contactFormState({ topic: "billing", details: "x".repeat(5001) }).detailsError).toBe("tooLong");
  });

  it("builds the payload with the page and unit it was sent from", () => {
    expect(buildContactFormPayload({ topic: "billing", details: " Invoice missing " }, context)).toEqual(
      Result.succeed({
        topic: "billing",
        body: "Invoice missing",
        pageId: "/calendar",
        propertyUnitId: "u-1",
      }),
    );
    const missing = buildContactFormPayload({ topic: "billing", details: "" }, context);
    expect(Result.isFailure(missing) && missing.failure).toMatchObject({
      field: "details",
      problem: "required",
    });
  });

  it("knows the six feedback categories and refuses others", () => {
    expect(FeedbackCategory.literals).toHaveLength(6);
    expect(Exit.isFailure(Schema.decodeUnknownExit(FeedbackCategory)("complaint"))).toBe(true);
  });

  it("allows submit exactly when it can build a payload the schema accepts", () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ maxLength: 5 }), { nil: null }),
        fc.string({ maxLength: 8 }),
        (topic, details) => {
          const state = contactFormState({ topic, details });
          const result = buildContactFormPayload({ topic, details }, context);
          expect(Result.isSuccess(result)).toBe(state.canSubmit);
          expect(state.canSubmit).toBe((topic ?? "").trim() !== "" && details.trim() !== "");
          if (Result.isSuccess(result))
            expect(Exit.isSuccess(Schema.decodeUnknownExit(ContactFormPayload)(result.success))).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

// The contact-support form (operations spec §2, §3, §5): a topic select and a details text area
// that appears once a topic is chosen. Submit stays disabled while the topic or the details are
// missing. The 5,000-character bound on details is ours; the spec names none.
import { Result, Schema } from "effect";
import { UnitId } from "../ids.ts";

/** A topic as GET /api/app/user/contact-form/topics lists it. */
export const ContactTopic = Schema.Struct({ name: Schema.String, value: Schema.String });
export type ContactTopic = typeof ContactTopic.Type;

export const FeedbackCategory = Schema.Literals([
  "property-information-issue",
  "requested-information-not-available",
  "requirements-clarification-needed",
  "new-feature",
  "general-feedback",
  "managing-my-subscription",
]);
export type FeedbackCategory = typeof FeedbackCategory.Type;

export const maxContactDetailsLength = 5000;

const trimmedText = (max: number) =>
  Schema.String.check(
    Schema.isMinLength(1),
    Schema.isMaxLength(max),
    Schema.makeFilter((value: string) => (value.trim() === value ? undefined : "must be trimmed")),
  );

/** Body of POST /api/app/user/contact-form. */
export const ContactFormPayload = Schema.Struct({
  topic: trimmedText(200),
  body: trimmedText(maxContactDetailsLength),
  /** The path of the page the form was opened on. */
  pageId: Schema.String.check(Schema.isPattern(/^\//)),
  propertyUnitId: Schema.NullOr(UnitId),
});
export type ContactFormPayload = typeof ContactFormPayload.Type;

export interface ContactFormDraft {
  readonly topic: string | null;
  readonly details: string;
}

export type ContactFormFieldError = "required" | "tooLong";

export interface ContactFormState {
  readonly showDetails: boolean;
  readonly topicError: ContactFormFieldError | null;
  readonly detailsError: ContactFormFieldError | null;
  readonly canSubmit: boolean;
}

export function contactFormState(draft: ContactFormDraft): ContactFormState {
  const hasTopic = draft.topic !== null && draft.topic.trim() !== "";
  const details = draft.details.trim();
  const detailsError = !hasTopic
    ? null
    : details === ""
      ? "required"
      : details.length > maxContactDetailsLength
        ? "tooLong"
        : null;
  return {
    showDetails: hasTopic,
    topicError: hasTopic ? null : "required",
    detailsError,
    canSubmit: hasTopic && detailsError === null,
  };
}

export class ContactFormInvalid extends Schema.TaggedError<ContactFormInvalid>()("ContactFormInvalid", {
  field: Schema.Literals(["topic", "details"]),
  problem: Schema.Literals(["required", "tooLong"]),
}) {}

/** The payload to send, or the first field that keeps the form from being sent. */
export function buildContactFormPayload(
  draft: ContactFormDraft,
  context: { readonly pageId: string; readonly propertyUnitId: UnitId | null },
): Result.Result<ContactFormPayload, ContactFormInvalid> {
  const state = contactFormState(draft);
  if (state.topicError !== null)
    return Result.fail(new ContactFormInvalid({ field: "topic", problem: "required" }));
  if (state.detailsError !== null)
    return Result.fail(new ContactFormInvalid({ field: "details", problem: state.detailsError }));
  return Result.succeed({
    topic: (draft.topic ?? "").trim(),
    body: draft.details.trim(),
    pageId: context.pageId,
    propertyUnitId: context.propertyUnitId,
  });
}

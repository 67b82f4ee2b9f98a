// Free text a host types into reject and cancel forms. Text is sent trimmed and only when something
// is left; the 2,000-character bound is ours (the spec names none) and keeps payloads small.
import { Schema } from "effect";

export const maxPayloadTextLength = 2000;

export const PayloadText = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(maxPayloadTextLength),
  Schema.makeFilter((value: string) => (value.trim() === value ? undefined : "must be trimmed")),
);
export type PayloadText = typeof PayloadText.Type;

/** The text to send: trimmed, or undefined when nothing but whitespace was typed. */
export function textToSend(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? undefined : trimmed;
}

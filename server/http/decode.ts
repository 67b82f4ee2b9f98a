// Requests are decoded with the domain's schemas; a failure names each bad parameter. Unknown
// fields are an error, not silently dropped: a client sending `hostId` or `state` learns it at once.
import { Schema } from "effect";
import { badRequest } from "./problem.ts";

export function decodeInput<T, E>(schema: Schema.Codec<T, E>, input: unknown, where: string): T {
  const standard = Schema.toStandardSchemaV1(schema, { parseOptions: { onExcessProperty: "error" } });
  const result = standard["~standard"].validate(input);
  if (result instanceof Promise) throw new Error("asynchronous schemas are not used for requests");
  if (result.issues) {
    throw badRequest(
      `The ${where} is not valid.`,
      result.issues.map((issue) => ({
        name: (issue.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join(".") || where,
        type: "invalid",
        reason: issue.message,
      })),
    );
  }
  return result.value;
}

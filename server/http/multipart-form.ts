// multipart/form-data bodies (RFC 7578) read through @fastify/multipart, that is busboy, as a
// stream: each part's bytes are kept only up to its limit, so a body never sits in memory larger
// than the route allows. Every way a body can be refused becomes a problem detail: a limit passed
// is a 413 naming the limit, a body that does not parse is a 400. What is left of a refused body
// is read and dropped when its declared length is within the route's limit, so the client gets
// its answer and the connection serves the next request; a body declared larger, or of unknown
// length, is answered and its connection closed, as Fastify does with its own body limit.
import type { FastifyReply, FastifyRequest } from "fastify";
import { problemTypes } from "../../domain/errors/error-body.ts";
import { badRequest, HttpProblem } from "./problem.ts";

export interface FormPart {
  readonly name: string;
  readonly filename: string | undefined;
  /** As the client declared it; kept for the record only, never trusted. */
  readonly contentType: string | undefined;
  readonly data: Uint8Array;
}

export interface FormLimits {
  /** The bytes of the whole body, framing included: a larger declared length is refused unread. */
  readonly bodyBytes: number;
  /** The bytes of one file part. */
  readonly fileBytes: number;
  /** How many parts besides the text fields: a body with more carries more than the route takes. */
  readonly files: number;
  /** The names of the parts read as text; any other part is read as a file, bytes as sent. */
  readonly textFields: readonly string[];
}

// Text fields are short (a document type), and the route names each part it takes: these bound
// what a body of stray fields can cost before the route refuses it by name.
const maxFields = 10;
const maxFieldBytes = 1024;
const maxParts = 20;
const maxHeaderBytes = 8 * 1024;

export const payloadTooLarge = (detail: string) =>
  new HttpProblem(413, problemTypes.payloadTooLarge, "Payload too large", detail);

const notMultipart = (reason: string) =>
  badRequest("The body must be multipart/form-data with the file in it.", [
    { name: "body", type: "invalid", reason },
  ]);

interface MultipartError {
  readonly code?: string;
  readonly part?: { readonly fieldname?: string };
}

/** The problem a parser error stands for: a limit passed, or a body that does not parse. */
function problemOf(error: unknown, limits: FormLimits): HttpProblem {
  const { code, part } = error as MultipartError;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE": {
      const name = part?.fieldname ?? "file";
      return payloadTooLarge(`The file ${name}: the file is larger than ${limits.fileBytes} bytes.`);
    }
    case "FST_FILES_LIMIT":
      return payloadTooLarge(
        `The body carries more than ${limits.files} file${limits.files === 1 ? "" : "s"}.`,
      );
    case "FST_FIELDS_LIMIT":
      return payloadTooLarge(`The body carries more than ${maxFields} text fields.`);
    case "FST_PARTS_LIMIT":
      return payloadTooLarge(`The body carries more than ${maxParts} parts.`);
    case "FST_PROTO_VIOLATION":
      return badRequest("The body is not valid.", [
        { name: "body", type: "invalid", reason: "unexpected part" },
      ]);
    default:
      // busboy's own errors: no boundary, a part or the body cut short, a malformed part header.
      return notMultipart(error instanceof Error ? error.message : "malformed multipart body");
  }
}

/**
 * The parts of a multipart/form-data request, each file's bytes whole; a problem detail when the
 * body is not multipart, passes a limit or does not parse.
 */
export async function readForm(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: FormLimits,
): Promise<FormPart[]> {
  if (!request.isMultipart()) throw notMultipart("not multipart/form-data");
  const declared = Number(request.headers["content-length"]);
  if (declared > limits.bodyBytes) {
    // Refused before a byte is read: the rest is not worth reading, so the connection goes.
    reply.header("connection", "close");
    throw payloadTooLarge(`The body is larger than ${limits.bodyBytes} bytes.`);
  }
  const parts: FormPart[] = [];
  try {
    const stream = request.parts({
      limits: {
        fileSize: limits.fileBytes,
        files: limits.files,
        fields: maxFields,
        fieldSize: maxFieldBytes,
        parts: maxParts,
        headerSize: maxHeaderBytes,
      },
      // By name, not by what the part declares: a misnamed file is still read as bytes, so the
      // route refuses it by its name rather than as a text field too long.
      isPartAFile: (name: string | undefined) => !limits.textFields.includes(name ?? ""),
    });
    for await (const part of stream) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        parts.push({ name: part.fieldname, filename: part.filename, contentType: part.mimetype, data });
      } else {
        if (part.valueTruncated)
          throw payloadTooLarge(`The field ${part.fieldname} is longer than ${maxFieldBytes} bytes.`);
        // A field declared as JSON arrives parsed: kept as JSON text, which no route takes.
        const text = typeof part.value === "string" ? part.value : JSON.stringify(part.value);
        parts.push({
          name: part.fieldname,
          filename: undefined,
          contentType: part.mimetype,
          data: new TextEncoder().encode(text),
        });
      }
    }
  } catch (error) {
    const problem = error instanceof HttpProblem ? error : problemOf(error, limits);
    // Parts still to come must not reach busboy, whose unread file streams would hold the body;
    // the rest is drained when its length is known (and so bounded by the limit above), else the
    // connection closes after the answer.
    request.raw.unpipe();
    if (Number.isFinite(declared)) request.raw.resume();
    else reply.header("connection", "close");
    throw problem;
  }
  return parts;
}

// Uploads (listing spec §7): the user image (POST/DELETE /api/app/user/image), identity
// documents (POST /api/app/user/onboarding/documentUpload, listed at GET …/documents) and unit
// photos (GET/POST /api/app/property-unit/{id}/photos, DELETE …/photos/{photoId}); images are served
// at GET /api/public/files/{id}. Every file is checked in memory first (domain/uploads): type by
// magic bytes, byte size, pixel dimensions from the header, metadata stripped. Only then is it
// written to the file store, and the row is committed with the command's stored answer; a refused
// or replayed command removes the file it wrote, so a bad upload leaves nothing behind. A file store
// that fails (FileStoreUnavailable) makes the call a 503 before any row is written.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import { Schema } from "effect";
import { createHash, randomUUID } from "node:crypto";
import { problemTypes } from "../../domain/errors/error-body.ts";
import { checkUpload, type UploadViolation } from "../../domain/uploads/upload-check.ts";
import {
  DocumentUploadFields,
  maxDocumentFiles,
  UploadedFile,
  type UploadKind,
} from "../../domain/uploads/uploaded-file.ts";
import type { Queryable } from "../db/database.ts";
import { decodeInput } from "../http/decode.ts";
import { requestFingerprint, runOnce } from "../http/idempotency.ts";
import { badRequest, HttpProblem, notFound } from "../http/problem.ts";
import { payloadTooLarge, readForm, type FormLimits, type FormPart } from "../http/multipart-form.ts";
import { nextChangeSeq } from "../data/change-sequence.ts";
import type { FileStore } from "../data/file-store.ts";
import { requireOwnedUnit } from "../data/owned-unit.ts";
import { maxUnitPhotos, uploadBodyLimit, uploadRules } from "../data/upload-rules.ts";
import { unitPhotoOrderBy } from "../data/unit-photo-order.ts";
import { replyWithAnswer } from "./run-command.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import { documented } from "../http/openapi.ts";

export interface UploadContext extends RouteContext {
  readonly files: FileStore;
}

interface UploadRow {
  id: string;
  kind: UploadKind;
  mime_type: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  unit_id: string | null;
  document_type: UploadedFile["documentType"];
  document_index: number | null;
  storage_key: string;
  created_at: string;
}

const uploadColumns = `id, kind, mime_type, byte_size, width, height, unit_id, document_type, document_index, storage_key,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

export const publicFilePath = (id: string) => `/api/public/files/${id}`;

function uploadedFileOf(row: UploadRow): UploadedFile {
  return {
    id: row.id,
    kind: row.kind,
    mimeType: row.mime_type,
    byteSize: row.byte_size,
    width: row.width,
    height: row.height,
    unitId: row.unit_id,
    documentType: row.document_type,
    documentIndex: row.document_index,
    url: row.kind === "identity_document" ? null : publicFilePath(row.id),
    createdAt: row.created_at,
  };
}

function refusal(name: string, violation: UploadViolation, reason: string): HttpProblem {
  if (violation === "too-many-bytes") return payloadTooLarge(`The file ${name}: ${reason}.`);
  return badRequest(`The file ${name} cannot be taken: ${reason}.`, [{ name, type: violation, reason }]);
}

/** The limits a body of this kind is read under: its files' byte limit, their number, the whole. */
function formLimits(kind: UploadKind, files: number, textFields: readonly string[] = []): FormLimits {
  return {
    bodyBytes: uploadBodyLimit(kind, files),
    fileBytes: uploadRules[kind].maxBytes,
    files,
    textFields,
  };
}
const documentFileName = /^files\[(\d)\]$/;

/**
 * What a replay must repeat: each part's name, file name, declared type and bytes, in order. The
 * multipart framing is left out, since a client sending the same form again draws a new boundary.
 */
function formDigest(parts: readonly FormPart[]): string {
  const hash = createHash("sha256");
  for (const part of parts)
    hash
      .update(JSON.stringify([part.name, part.filename ?? null, part.contentType ?? null, part.data.length]))
      .update(part.data);
  return hash.digest("hex");
}

/** The one file part named `file`; any other part is refused, as unknown JSON fields are. */
function singleFile(parts: readonly FormPart[]): FormPart {
  const unexpected = parts.filter((p) => p.name !== "file");
  const files = parts.filter((p) => p.name === "file");
  if (unexpected.length > 0 || files.length !== 1)
    throw badRequest("The body must carry exactly one part, named file.", [
      ...unexpected.map((p) => ({ name: p.name, type: "invalid", reason: "unexpected part" })),
      ...(files.length !== 1
        ? [{ name: "file", type: "invalid", reason: `expected one file, got ${files.length}` }]
        : []),
    ]);
  return files[0]!;
}

interface CheckedFile {
  readonly id: string;
  readonly key: string;
  readonly kind: UploadKind;
  readonly mimeType: string;
  readonly bytes: Uint8Array;
  readonly width: number | null;
  readonly height: number | null;
  readonly sha256: string;
}

const safeSegment = (hostId: string) =>
  /^[A-Za-z0-9_-]{1,100}$/.test(hostId)
    ? hostId
    : createHash("sha256").update(hostId).digest("hex").slice(0, 40);

function checked(hostId: string, kind: UploadKind, name: string, part: FormPart): CheckedFile {
  const result = checkUpload(part.data, uploadRules[kind]);
  if (!result.ok) throw refusal(name, result.violation, result.reason);
  const id = randomUUID();
  return {
    id,
    key: `${safeSegment(hostId)}/${id}`,
    kind,
    mimeType: result.type,
    bytes: result.bytes,
    width: result.dimensions?.width ?? null,
    height: result.dimensions?.height ?? null,
    sha256: createHash("sha256").update(result.bytes).digest("hex"),
  };
}

async function insertUpload(
  tx: Queryable,
  hostId: string,
  file: CheckedFile,
  where: { unitId?: string; documentType?: string; documentIndex?: number },
): Promise<UploadedFile> {
  const { rows } = await tx.query<UploadRow>(
    `insert into uploads (id, host_id, kind, unit_id, document_type, document_index, mime_type, byte_size, width, height, sha256, storage_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning ${uploadColumns}`,
    [
      file.id,
      hostId,
      file.kind,
      where.unitId ?? null,
      where.documentType ?? null,
      where.documentIndex ?? null,
      file.mimeType,
      file.bytes.length,
      file.width,
      file.height,
      file.sha256,
      file.key,
    ],
  );
  return uploadedFileOf(rows[0]!);
}

export function registerUploadRoutes(app: FastifyInstance, context: UploadContext): void {
  // In a scope of their own: only these routes read multipart bodies (busboy, through
  // @fastify/multipart); on any other route such a body is a 415, as any type it does not take.
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    uploadRoutes(scope, context);
  });
}

function uploadRoutes(app: FastifyInstance, context: UploadContext): void {
  const { db, files } = context;

  /**
   * Writes the checked files, runs the command once per Idempotency-Key, and keeps the files only
   * if the command committed them now. Files the command replaced are removed after the commit.
   */
  const store = async (
    request: FastifyRequest,
    reply: FastifyReply,
    hostId: string,
    written: readonly CheckedFile[],
    parts: readonly FormPart[],
    command: (tx: Queryable, replaced: string[]) => Promise<unknown>,
  ): Promise<FastifyReply> => {
    const header = request.headers["idempotency-key"];
    const replaced: string[] = [];
    // Removing is best effort: the answer says what the database holds, and a file left behind
    // (the store failing now too) names no row, so the orphan sweep removes it later.
    const remove = async (keys: readonly string[]) => {
      for (const key of keys)
        await files.delete(key).catch((error: unknown) => {
          request.log.warn({ err: error, file: key }, "could not remove a file; the orphan sweep will");
        });
    };
    const removeWritten = () => remove(written.map((file) => file.key));
    let answer: Awaited<ReturnType<typeof runOnce>>;
    try {
      for (const file of written) await files.put(file.key, file.bytes);
      answer = await runOnce(
        db,
        {
          hostId,
          key: Array.isArray(header) ? header[0] : header,
          fingerprint: requestFingerprint(request.method, request.url, formDigest(parts)),
        },
        (tx) => command(tx, replaced),
      );
    } catch (error) {
      await removeWritten();
      throw error;
    }
    // Cleaned up before answering, so whoever reads the answer finds the store as it says.
    if (answer.status >= 400 || answer.replayed) await removeWritten();
    else await remove(replaced);
    return replyWithAnswer(reply, answer);
  };

  const removeRows = async (tx: Queryable, hostId: string, where: string, params: unknown[]) => {
    const { rows } = await tx.query<{ storage_key: string }>(
      `delete from uploads where host_id = $1 and ${where} returning storage_key`,
      [hostId, ...params],
    );
    return rows.map((r) => r.storage_key);
  };

  app.post(
    "/api/app/user/image",
    documented({
      summary: "Upload the user image (JPEG, PNG or WebP; metadata stripped; replaces the old one)",
      multipart: { file: "file" },
      response: Schema.Struct({ image: UploadedFile, imageUrls: Schema.Array(Schema.NullOr(Schema.String)) }),
      refusals: [413],
    }),
    async (request, reply) => {
      const caller = await callerOf(context, request);
      const parts = await readForm(request, reply, formLimits("user_image", 1));
      const file = checked(caller.hostId, "user_image", "file", singleFile(parts));
      return store(request, reply, caller.hostId, [file], parts, async (tx, replaced) => {
        // One image per host: the new one replaces the old, whose file goes after the commit.
        replaced.push(...(await removeRows(tx, caller.hostId, "kind = 'user_image'", [])));
        await nextChangeSeq(tx, caller.hostId);
        const image = await insertUpload(tx, caller.hostId, file, {});
        return { image, imageUrls: [image.url] };
      });
    },
  );

  app.delete(
    "/api/app/user/image",
    documented({
      summary: "Remove the user image",
      response: Schema.Struct({ imageUrls: Schema.Array(Schema.String) }),
    }),
    async (request, reply) => {
      const caller = await callerOf(context, request);
      // No body is taken; one given must be empty.
      if (
        request.isMultipart() ||
        (request.body !== undefined &&
          (typeof request.body !== "object" || request.body === null || Object.keys(request.body).length > 0))
      )
        throw badRequest("This call takes no body.", [
          { name: "body", type: "invalid", reason: "must be empty" },
        ]);
      return store(request, reply, caller.hostId, [], [], async (tx, replaced) => {
        replaced.push(...(await removeRows(tx, caller.hostId, "kind = 'user_image'", [])));
        if (replaced.length > 0) await nextChangeSeq(tx, caller.hostId);
        return { imageUrls: [] };
      });
    },
  );

  app.post(
    "/api/app/user/onboarding/documentUpload",
    documented({
      summary: `Upload identity documents: documentType and files[0] … files[${maxDocumentFiles - 1}] (JPEG, PNG or PDF)`,
      multipart: {
        documentType: "text",
        ...Object.fromEntries(
          Array.from({ length: maxDocumentFiles }, (_, i) => [`files[${i}]`, "file" as const]),
        ),
      },
      response: Schema.Struct({ documents: Schema.Array(UploadedFile) }),
      refusals: [413],
    }),
    async (request, reply) => {
      const caller = await callerOf(context, request);
      const parts = await readForm(
        request,
        reply,
        formLimits("identity_document", maxDocumentFiles, ["documentType"]),
      );
      // Files come as files[0] … files[4] (the spec's "form data with indices"); the one text
      // field says what the document is.
      const indexed = documentFileName;
      const unexpected = parts.filter((p) => p.name !== "documentType" && !indexed.test(p.name));
      const fields = parts.filter((p) => p.name === "documentType");
      if (unexpected.length > 0 || fields.length !== 1)
        throw badRequest("The body is not valid.", [
          ...unexpected.map((p) => ({ name: p.name, type: "invalid", reason: "unexpected part" })),
          ...(fields.length !== 1
            ? [{ name: "documentType", type: "invalid", reason: "expected once" }]
            : []),
        ]);
      const { documentType } = decodeInput(
        DocumentUploadFields,
        { documentType: new TextDecoder().decode(fields[0]!.data) },
        "body",
      );
      const fileParts = parts.filter((p) => indexed.test(p.name));
      const indices = fileParts.map((p) => Number(indexed.exec(p.name)![1]));
      const bad = fileParts.filter(
        (_, i) => indices[i]! >= maxDocumentFiles || indices.indexOf(indices[i]!) !== i,
      );
      if (fileParts.length === 0 || bad.length > 0)
        throw badRequest("The body is not valid.", [
          ...(fileParts.length === 0 ? [{ name: "files", type: "invalid", reason: "no file given" }] : []),
          ...bad.map((p) => ({
            name: p.name,
            type: "invalid",
            reason: `indices are 0 to ${maxDocumentFiles - 1}, each once`,
          })),
        ]);
      const checkedFiles = fileParts.map((p) => checked(caller.hostId, "identity_document", p.name, p));
      return store(request, reply, caller.hostId, checkedFiles, parts, async (tx, replaced) => {
        await nextChangeSeq(tx, caller.hostId);
        const documents: UploadedFile[] = [];
        for (const [i, file] of checkedFiles.entries()) {
          // A file sent again for the same document and index replaces the earlier one.
          replaced.push(
            ...(await removeRows(
              tx,
              caller.hostId,
              "kind = 'identity_document' and document_type = $2 and document_index = $3",
              [documentType, indices[i]],
            )),
          );
          documents.push(
            await insertUpload(tx, caller.hostId, file, { documentType, documentIndex: indices[i]! }),
          );
        }
        return { documents };
      });
    },
  );

  app.get(
    "/api/app/user/onboarding/documents",
    documented({
      summary: "The identity documents uploaded (the files are not served back)",
      response: Schema.Struct({ documents: Schema.Array(UploadedFile) }),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      const { rows } = await db.query<UploadRow>(
        `select ${uploadColumns} from uploads where host_id = $1 and kind = 'identity_document'
       order by document_type, document_index`,
        [caller.hostId],
      );
      return { documents: rows.map(uploadedFileOf) };
    },
  );

  type UnitParams = { Params: { id: string } };

  app.get<UnitParams>(
    "/api/app/property-unit/:id/photos",
    documented({
      summary: "A unit's photos in the host's order (the first is the cover); new photos last",
      response: Schema.Struct({ photos: Schema.Array(UploadedFile) }),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      await requireOwnedUnit(db, caller.hostId, request.params.id);
      const { rows } = await db.query<UploadRow>(
        `select ${uploadColumns} from uploads where host_id = $1 and kind = 'unit_photo' and unit_id = $2 order by ${unitPhotoOrderBy}`,
        [caller.hostId, request.params.id],
      );
      return { photos: rows.map(uploadedFileOf) };
    },
  );

  app.post<UnitParams>(
    "/api/app/property-unit/:id/photos",
    documented({
      summary: "Upload a unit photo (checked against the configuration's photosConstraints)",
      multipart: { file: "file" },
      response: UploadedFile,
      refusals: [409, 413],
    }),
    async (request, reply) => {
      const caller = await callerOf(context, request);
      // Whose unit it is comes first: another host's unit is a 404 whatever the body.
      await requireOwnedUnit(db, caller.hostId, request.params.id);
      const parts = await readForm(request, reply, formLimits("unit_photo", 1));
      const file = checked(caller.hostId, "unit_photo", "file", singleFile(parts));
      return store(request, reply, caller.hostId, [file], parts, async (tx) => {
        const { rows } = await tx.query<{ state: string; photos: number }>(
          `select state, (select count(*)::int from uploads where host_id = $1 and kind = 'unit_photo' and unit_id = $2) as photos
           from units where host_id = $1 and id = $2 for update`,
          [caller.hostId, request.params.id],
        );
        const unit = rows[0];
        if (!unit) throw notFound("The unit");
        if (unit.state === "DELETED")
          throw new HttpProblem(409, problemTypes.conflict, "Conflict", "The unit is deleted.");
        if (unit.photos >= maxUnitPhotos)
          throw new HttpProblem(
            409,
            problemTypes.conflict,
            "Conflict",
            `A unit keeps at most ${maxUnitPhotos} photos.`,
          );
        const seq = await nextChangeSeq(tx, caller.hostId);
        await tx.query("update units set seq = $3 where host_id = $1 and id = $2", [
          caller.hostId,
          request.params.id,
          seq,
        ]);
        return insertUpload(tx, caller.hostId, file, { unitId: request.params.id });
      });
    },
  );

  app.delete<{ Params: { id: string; photoId: string } }>(
    "/api/app/property-unit/:id/photos/:photoId",
    documented({
      summary: "Delete a unit photo",
      response: Schema.Struct({ deleted: Schema.String }),
    }),
    async (request, reply) => {
      const caller = await callerOf(context, request);
      await requireOwnedUnit(db, caller.hostId, request.params.id);
      return store(request, reply, caller.hostId, [], [], async (tx, replaced) => {
        const removed = await removeRows(
          tx,
          caller.hostId,
          "kind = 'unit_photo' and unit_id = $2 and id = $3",
          [request.params.id, request.params.photoId],
        );
        if (removed.length === 0) throw notFound("The photo");
        replaced.push(...removed);
        const seq = await nextChangeSeq(tx, caller.hostId);
        await tx.query("update units set seq = $3 where host_id = $1 and id = $2", [
          caller.hostId,
          request.params.id,
          seq,
        ]);
        return { deleted: request.params.photoId };
      });
    },
  );

  // Images are public by their unguessable id (an <img> sends no bearer token); identity
  // documents are never served here.
  app.get<{ Params: { id: string } }>(
    "/api/public/files/:id",
    documented({
      summary: "An uploaded image, by its unguessable id (identity documents are never served)",
      produces: "image/*",
    }),
    async (request, reply) => {
      const { rows } = /^[0-9a-f-]{36}$/.test(request.params.id)
        ? await db.query<{ storage_key: string; mime_type: string }>(
            "select storage_key, mime_type from uploads where id = $1 and kind <> 'identity_document'",
            [request.params.id],
          )
        : { rows: [] };
      const bytes = rows[0] ? await files.get(rows[0].storage_key) : undefined;
      if (!rows[0] || !bytes) throw notFound("The file");
      return reply
        .type(rows[0].mime_type)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-disposition", "inline")
        .send(Buffer.from(bytes));
    },
  );
}

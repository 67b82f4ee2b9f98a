// The photos the host picked, each checked in the browser before a byte is sent (its type and pixel
// size from its header, domain/unit-photos/photo-file-fit.ts) and then uploaded one after another
// with its own progress. A file that fails to arrive can be sent again: under the same
// Idempotency-Key when no answer came (the first send may have landed, and its answer is then
// given again), under a new one when the server answered.
import { useCallback, useRef, useState } from "react";
import type { PhotosConstraints } from "../../../domain/configuration/configuration.ts";
import {
  photoFileFit,
  photoHeaderBytes,
  type PhotoFileFit,
} from "../../../domain/unit-photos/photo-file-fit.ts";
import type { UploadedFile } from "../../../domain/uploads/uploaded-file.ts";
import { ApiError, NetworkError } from "../../../sync/api-client.ts";
import { useSession } from "../../app/session.tsx";

export type PhotoUploadStatus =
  | { readonly phase: "checking" }
  /**
   * Refused before sending (the check), or by the server for the file itself: sending it again
   * would not help.
   */
  | {
      readonly phase: "refused";
      readonly why: Exclude<PhotoFileFit, { ok: true }> | { readonly server: string };
    }
  | { readonly phase: "waiting" }
  | { readonly phase: "uploading"; readonly progress: number }
  | { readonly phase: "failed"; readonly reason: string | undefined; readonly sameKey: boolean }
  | { readonly phase: "done" };

export interface PhotoUpload {
  readonly id: string;
  readonly name: string;
  readonly status: PhotoUploadStatus;
}

/** Server refusals that are about the file itself (its content, its size): a retry sends the same. */
const refusedFile = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 413 || error.status === 415);

export function usePhotoUploads(options: {
  readonly unitId: string;
  readonly constraints: PhotosConstraints | undefined;
  readonly onUploaded: (photo: UploadedFile, name: string) => void;
  readonly onRefused: (upload: PhotoUpload) => void;
  readonly onFailed: (upload: PhotoUpload) => void;
}) {
  const { uploads: client } = useSession();
  const [uploads, setUploads] = useState<readonly PhotoUpload[]>([]);
  const files = useRef(new Map<string, { file: File; key: string }>());
  // One upload at a time: on a slow line each finishes sooner, and its bar means something.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(options);
  latest.current = options;

  const set = useCallback((id: string, status: PhotoUploadStatus) => {
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, status } : u)));
    return { id, name: files.current.get(id)?.file.name ?? "", status };
  }, []);

  const send = useCallback(
    (id: string) => {
      set(id, { phase: "waiting" });
      queue.current = queue.current.then(async () => {
        const entry = files.current.get(id);
        if (!entry) return;
        set(id, { phase: "uploading", progress: 0 });
        try {
          const photo = await client.upload<UploadedFile>({
            path: `/api/app/property-unit/${encodeURIComponent(latest.current.unitId)}/photos`,
            field: "file",
            file: entry.file,
            fileName: entry.file.name,
            idempotencyKey: entry.key,
            onProgress: ({ loaded, total }) =>
              set(id, { phase: "uploading", progress: total > 0 ? loaded / total : 0 }),
          });
          set(id, { phase: "done" });
          latest.current.onUploaded(photo, entry.file.name);
        } catch (error) {
          if (refusedFile(error)) {
            latest.current.onRefused(
              set(id, { phase: "refused", why: { server: (error as Error).message } }),
            );
            return;
          }
          const lost = error instanceof NetworkError;
          if (!lost) entry.key = crypto.randomUUID();
          latest.current.onFailed(
            set(id, {
              phase: "failed",
              reason: lost ? undefined : (error as Error).message,
              sameKey: lost,
            }),
          );
        }
      });
    },
    [client, set],
  );

  const add = useCallback(
    (picked: readonly File[]) => {
      const { constraints } = latest.current;
      if (!constraints) return;
      const added = picked.map((file) => ({ id: crypto.randomUUID(), file }));
      for (const { id, file } of added) files.current.set(id, { file, key: crypto.randomUUID() });
      setUploads((list) => [
        ...list,
        ...added.map(({ id, file }) => ({ id, name: file.name, status: { phase: "checking" } as const })),
      ]);
      for (const { id, file } of added) {
        // Only the header is read: the pixels are never decoded here, so a pixel flood costs nothing.
        void file
          .slice(0, photoHeaderBytes)
          .arrayBuffer()
          .then(
            (buffer) => photoFileFit(new Uint8Array(buffer), constraints),
            (): PhotoFileFit => ({ ok: false, refusal: "unreadable" }),
          )
          .then((fit) => {
            if (fit.ok) send(id);
            else latest.current.onRefused(set(id, { phase: "refused", why: fit }));
          });
      }
    },
    [send, set],
  );

  const clearFinished = useCallback(() => {
    setUploads((list) => {
      const kept = list.filter((u) => u.status.phase !== "done" && u.status.phase !== "refused");
      for (const u of list) if (!kept.includes(u)) files.current.delete(u.id);
      return kept;
    });
  }, []);

  return { uploads, add, retry: send, clearFinished };
}

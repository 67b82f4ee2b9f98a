// The files of one upload step, each sent on its own (files[i] of POST …/onboarding/documentUpload,
// with the step's document type) with its own progress, one after another. A file that fails to
// arrive can be sent again: under the same Idempotency-Key when no answer came (the first send may
// have landed, and its answer is then given again), under a new one when the server answered. A
// file the server refuses for what it is (type, size, pixels) says why; sending it again would not help.
import { useCallback, useRef, useState } from "react";
import {
  maxDocumentFiles,
  type DocumentType,
  type UploadedFile,
} from "../../../domain/uploads/uploaded-file.ts";
import { ApiError, NetworkError } from "../../../sync/api-client.ts";
import { useSession } from "../../app/session.tsx";

export type DocumentUploadStatus =
  | { readonly phase: "waiting" }
  | { readonly phase: "uploading"; readonly progress: number }
  | { readonly phase: "refused"; readonly reason: string }
  | { readonly phase: "failed"; readonly reason: string | undefined }
  | { readonly phase: "done" };

export interface DocumentUpload {
  readonly id: string;
  readonly name: string;
  /** Its files[i] index; -1 once refused, when it holds none. */
  readonly index: number;
  readonly status: DocumentUploadStatus;
}

const refusedFile = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 400 || error.status === 413 || error.status === 415);

export function useDocumentUploads(documentType: DocumentType) {
  const { uploads: client } = useSession();
  const [uploads, setUploads] = useState<readonly DocumentUpload[]>([]);
  const files = useRef(new Map<string, { file: File; key: string; index: number }>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const type = useRef(documentType);
  type.current = documentType;

  const set = useCallback((id: string, status: DocumentUploadStatus) => {
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, status } : u)));
  }, []);

  const send = useCallback(
    (id: string) => {
      set(id, { phase: "waiting" });
      queue.current = queue.current.then(async () => {
        const entry = files.current.get(id);
        if (!entry) return;
        set(id, { phase: "uploading", progress: 0 });
        try {
          await client.upload<{ documents: UploadedFile[] }>({
            path: "/api/app/user/onboarding/documentUpload",
            field: `files[${entry.index}]`,
            fields: { documentType: type.current },
            file: entry.file,
            fileName: entry.file.name,
            idempotencyKey: entry.key,
            onProgress: ({ loaded, total }) =>
              set(id, { phase: "uploading", progress: total > 0 ? loaded / total : 0 }),
          });
          set(id, { phase: "done" });
        } catch (error) {
          if (refusedFile(error)) {
            // Nothing was stored: its index is free for the next file, and its row keeps saying why.
            files.current.delete(id);
            const reason = error.message;
            setUploads((list) =>
              list.map((u) => (u.id === id ? { ...u, index: -1, status: { phase: "refused", reason } } : u)),
            );
            return;
          }
          const lost = error instanceof NetworkError;
          if (!lost) entry.key = crypto.randomUUID();
          set(id, { phase: "failed", reason: lost ? undefined : (error as Error).message });
        }
      });
    },
    [client, set],
  );

  /** Adds files at the next free indices; past the last index, the newest replace the oldest. */
  const add = useCallback(
    (picked: readonly File[]) => {
      const used = new Set([...files.current.values()].map((f) => f.index));
      const added = picked.map((file) => {
        let index = 0;
        while (used.has(index) && index < maxDocumentFiles - 1) index++;
        used.add(index);
        return { id: crypto.randomUUID(), file, index };
      });
      for (const { id, file, index } of added) {
        for (const [otherId, other] of files.current)
          if (other.index === index) files.current.delete(otherId);
        files.current.set(id, { file, key: crypto.randomUUID(), index });
      }
      setUploads((list) => [
        ...list.filter((u) => !added.some((a) => a.index === u.index)),
        ...added.map(({ id, file, index }) => ({
          id,
          name: file.name,
          index,
          status: { phase: "waiting" } as const,
        })),
      ]);
      for (const { id } of added) send(id);
    },
    [send],
  );

  return { uploads, add, retry: send };
}

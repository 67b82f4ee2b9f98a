// A query's documents read straight from the storage, as plain data: a projection keeps its own
// copies, so the RxDocument RxDB would make (and cache) for each is work and memory for nothing. The
// query is RxDB's own, prepared as it prepares it (deleted documents left out); the storage's
// bookkeeping fields are dropped, so a document reads as toJSON() would give it.
import type { RxQuery } from "rxdb";

export async function readStoredDocuments<T>(query: RxQuery<T>): Promise<T[]> {
  const { documents } = await query.collection.storageInstance.query(query.getPreparedQuery());
  return documents.map((stored) => {
    const { _meta, _rev, _attachments, _deleted, ...data } = stored as typeof stored & {
      _meta: unknown;
      _rev: unknown;
      _attachments: unknown;
      _deleted: unknown;
    };
    return data as T;
  });
}

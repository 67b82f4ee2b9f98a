// A unit's photos, read through the API: the local store keeps no copy of them (docs/decisions.md),
// so the page says when it is loading, offline or refused. Reorders are commands (the outbox keeps
// them through a reload or a day offline); the reorders still waiting in the outbox are laid over
// the list read, by the rule the server applies them with, so the page never shows an order older
// than the host's last move.
import { useCallback, useEffect, useState } from "react";
import { reorderUnitPhotos } from "../../../domain/commands/unit-photo-commands.ts";
import type { UnitId } from "../../../domain/ids.ts";
import { orderedPhotoIds } from "../../../domain/unit-photos/photo-order.ts";
import type { UploadedFile } from "../../../domain/uploads/uploaded-file.ts";
import { ApiError, NetworkError } from "../../../sync/api-client.ts";
import { useSession } from "../../app/session.tsx";

export type UnitPhotos =
  | { readonly phase: "loading" }
  | { readonly phase: "offline" }
  | { readonly phase: "not-found" }
  | { readonly phase: "failed"; readonly reason: string }
  | { readonly phase: "ready"; readonly photos: readonly UploadedFile[] };

const inOrder = (photos: readonly UploadedFile[], ids: readonly string[]) => {
  const byId = new Map(photos.map((p) => [p.id, p]));
  return orderedPhotoIds(
    photos.map((p) => p.id),
    ids,
  ).map((id) => byId.get(id)!);
};

export function useUnitPhotos(unitId: string) {
  const { api, db, engine } = useSession();
  const [state, setState] = useState<UnitPhotos>({ phase: "loading" });
  const [attempt, setAttempt] = useState(0);
  const aggregateId = reorderUnitPhotos.aggregateOf({ unitId: unitId as UnitId, photoIds: [] });

  useEffect(() => {
    let live = true;
    setState({ phase: "loading" });
    void (async () => {
      try {
        const [{ photos }, waiting] = await Promise.all([
          api.request<{ photos: UploadedFile[] }>(
            "GET",
            `/api/app/property-unit/${encodeURIComponent(unitId)}/photos`,
          ),
          db.collections.outbox.find({ selector: { aggregateId } }).exec(),
        ]);
        const pending = waiting
          .map((doc) => doc.toJSON())
          .filter((entry) => entry.state !== "failed")
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.sequence - b.sequence);
        const shown = pending.reduce(
          (list, entry) => inOrder(list, (entry.payload as { photoIds: string[] }).photoIds),
          photos as readonly UploadedFile[],
        );
        if (live) setState({ phase: "ready", photos: shown });
      } catch (error) {
        if (!live) return;
        if (error instanceof NetworkError) setState({ phase: "offline" });
        else if (error instanceof ApiError && error.status === 404) setState({ phase: "not-found" });
        else setState({ phase: "failed", reason: (error as Error).message });
      }
    })();
    return () => {
      live = false;
    };
  }, [api, db, unitId, aggregateId, attempt]);

  const update = useCallback(
    (change: (photos: readonly UploadedFile[]) => readonly UploadedFile[]) =>
      setState((s) => (s.phase === "ready" ? { phase: "ready", photos: change(s.photos) } : s)),
    [],
  );

  return {
    state,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
    added: useCallback((photo: UploadedFile) => update((photos) => [...photos, photo]), [update]),
    removed: useCallback((id: string) => update((photos) => photos.filter((p) => p.id !== id)), [update]),
    /**
     * Shows the new order at once and puts the command in the outbox; rejects if the device
     * cannot take it.
     */
    reorder: useCallback(
      async (photoIds: readonly string[]) => {
        update((photos) => inOrder(photos, photoIds));
        await engine.outbox.enqueue("reorderUnitPhotos", {
          unitId: unitId as UnitId,
          photoIds: [...photoIds],
        });
      },
      [engine, unitId, update],
    ),
  };
}

// /properties/{propertyId}/units/{unitId}/photos (listing spec §2), a page of the unit's layout
// (src/features/units/unit-pages.tsx): the unit's photos in the host's order, the first being the
// cover. Photos are added several at a time, each checked against the configuration's
// photosConstraints before it is sent (§5) and uploaded with its own progress; they are reordered
// by drag, by Alt+arrow keys or by buttons, made the cover, and deleted after a confirmation. What
// happens is announced to screen readers as well as shown.
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { movedPhotoIds } from "../../../domain/unit-photos/photo-order.ts";
import type { UploadedFile } from "../../../domain/uploads/uploaded-file.ts";
import { NetworkError } from "../../../sync/api-client.ts";
import { useSession } from "../../app/session.tsx";
import { useNetworkStatus } from "../../app/use-network-status.ts";
import { Loading } from "../../ui/loading.tsx";
import { useCurrentUnit } from "../units/use-current-unit.ts";
import { DeletePhotoDialog } from "./delete-photo-dialog.tsx";
import { PhotoCard } from "./photo-card.tsx";
import { acceptedTypeNames, photoRefusal } from "./photo-refusal.ts";
import { PhotoUploadList } from "./photo-upload-list.tsx";
import { usePhotoConstraints } from "./use-photo-constraints.ts";
import { usePhotoUploads, type PhotoUpload } from "./use-photo-uploads.ts";
import { useUnitPhotos } from "./use-unit-photos.ts";
import "./unit-photos.css";

export function UnitPhotosPage() {
  const { t } = useTranslation();
  // The layout has shown the loading and not-found states of the unit itself.
  const unitId = useCurrentUnit().unit.id;
  const { api } = useSession();
  const online = useNetworkStatus();
  const constraints = usePhotoConstraints();
  const photos = useUnitPhotos(unitId);
  const [status, setStatus] = useState("");
  const [alert, setAlert] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);

  const onRefusedOrFailed = useCallback(
    (upload: PhotoUpload) => {
      const { status: s } = upload;
      if (s.phase === "refused") setAlert(photoRefusal(t, upload.name, s.why, constraints));
      else if (s.phase === "failed")
        setAlert(
          t("unitPhotos.uploadFailed", {
            name: upload.name,
            reason: s.reason ?? t("unitPhotos.networkReason"),
          }),
        );
    },
    [t, constraints],
  );
  const { added } = photos;
  const uploads = usePhotoUploads({
    unitId,
    constraints,
    onUploaded: useCallback(
      (photo: UploadedFile, name: string) => {
        added(photo);
        setStatus(t("unitPhotos.uploaded", { name }));
      },
      [added, t],
    ),
    onRefused: onRefusedOrFailed,
    onFailed: onRefusedOrFailed,
  });

  // The moved photo keeps the focus, so Alt+arrow can be pressed again and again; focus moves only
  // after a move, never when an upload or a reload redraws the list.
  const cards = useRef(new Map<string, HTMLLIElement>());
  const focusAfterMove = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (focusAfterMove.current === undefined) return;
    cards.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = undefined;
  }, [photos.state]);

  const list = photos.state.phase === "ready" ? photos.state.photos : [];
  const move = (from: number, to: number) => {
    const ids = movedPhotoIds(
      list.map((p) => p.id),
      from,
      to,
    );
    const moved = list[from];
    if (!moved || ids.every((id, i) => id === list[i]?.id)) return;
    focusAfterMove.current = moved.id;
    setStatus(
      to === 0 ? t("unitPhotos.coverSet") : t("unitPhotos.moved", { position: to + 1, count: list.length }),
    );
    photos.reorder(ids).catch(() => {
      setAlert(t("unitPhotos.reorderFailed"));
      photos.reload();
    });
  };

  const [dragging, setDragging] = useState<string>();
  const [deleting, setDeleting] = useState<UploadedFile>();
  const [deleteBusy, setDeleteBusy] = useState(false);
  const deleteKeys = useRef(new Map<string, string>());
  const confirmDelete = () => {
    const photo = deleting;
    if (!photo) return;
    // The same key for a second try after a lost answer: the first delete may have landed.
    const key = deleteKeys.current.get(photo.id) ?? crypto.randomUUID();
    deleteKeys.current.set(photo.id, key);
    setDeleteBusy(true);
    api
      .request(
        "DELETE",
        `/api/app/property-unit/${encodeURIComponent(unitId)}/photos/${encodeURIComponent(photo.id)}`,
        {
          headers: { "idempotency-key": key },
        },
      )
      .then(
        () => {
          deleteKeys.current.delete(photo.id);
          photos.removed(photo.id);
          setDeleting(undefined);
          setStatus(t("unitPhotos.deleted"));
        },
        (error: unknown) => {
          if (!(error instanceof NetworkError)) deleteKeys.current.delete(photo.id);
          setAlert(
            t("unitPhotos.deleteFailed", {
              reason:
                error instanceof NetworkError ? t("unitPhotos.networkReason") : (error as Error).message,
            }),
          );
        },
      )
      .finally(() => setDeleteBusy(false));
  };

  const pick = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setAlert("");
    uploads.add([...files]);
  };
  const canUpload = online && constraints !== undefined && photos.state.phase === "ready";

  return (
    <section aria-labelledby="unit-photos-title" className="unit-photos">
      <h2 id="unit-photos-title">{t("unitPhotos.title")}</h2>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="photos-status">
        {status}
      </p>
      <p className="visually-hidden" role="alert" data-testid="photos-alert">
        {alert}
      </p>
      {!online ? (
        <p className="notice info" data-testid="photos-offline-notice">
          {t("unitPhotos.offlineActions")}
        </p>
      ) : null}
      <section
        aria-labelledby="unit-photos-add"
        className="photo-drop"
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes("Files")) event.preventDefault();
        }}
        onDrop={(event) => {
          if (!event.dataTransfer.types.includes("Files")) return;
          event.preventDefault();
          if (canUpload) pick(event.dataTransfer.files);
        }}
      >
        <h2 id="unit-photos-add" className="visually-hidden">
          {t("unitPhotos.add")}
        </h2>
        <button
          type="button"
          className="primary"
          disabled={!canUpload}
          onClick={() => fileInput.current?.click()}
          aria-describedby="unit-photos-rules"
        >
          {t("unitPhotos.add")}
        </button>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          accept={constraints?.mimeTypes.join(",")}
          data-testid="photo-file-input"
          onChange={(event) => {
            pick(event.currentTarget.files);
            event.currentTarget.value = "";
          }}
        />
        <span className="photo-drop-hint">{t("unitPhotos.dropHint")}</span>
        {constraints ? (
          <p id="unit-photos-rules" className="photo-rules">
            {t("unitPhotos.rules", { types: acceptedTypeNames(constraints), ...constraints })}
          </p>
        ) : null}
      </section>
      <PhotoUploadList
        uploads={uploads.uploads}
        constraints={constraints}
        online={online}
        onRetry={uploads.retry}
        onClearFinished={uploads.clearFinished}
      />
      <section aria-labelledby="unit-photos-list" className="photo-list-section">
        <h2 id="unit-photos-list">{t("unitPhotos.listTitle")}</h2>
        {photos.state.phase === "loading" ? (
          <Loading label={t("unitPhotos.loading")} />
        ) : photos.state.phase === "offline" ? (
          <div className="panel" data-testid="photos-offline">
            <p>{t("unitPhotos.offline")}</p>
            <button type="button" className="secondary" onClick={photos.reload}>
              {t("unitPhotos.tryAgain")}
            </button>
          </div>
        ) : photos.state.phase === "not-found" ? (
          <p className="empty" data-testid="photos-not-found">
            {t("unitPhotos.notFound")}
          </p>
        ) : photos.state.phase === "failed" ? (
          <div className="panel" role="alert" data-testid="photos-failed">
            <p>{t("unitPhotos.loadFailed", { reason: photos.state.reason })}</p>
            <button type="button" className="secondary" onClick={photos.reload}>
              {t("unitPhotos.tryAgain")}
            </button>
          </div>
        ) : list.length === 0 ? (
          <p className="empty" data-testid="photos-empty">
            {t("unitPhotos.empty")}
          </p>
        ) : (
          <>
            <p id="photo-reorder-hint" className="photo-reorder-hint">
              {t("unitPhotos.reorderHint")}
            </p>
            <ol className="photo-grid" data-testid="photo-grid">
              {list.map((photo, index) => (
                <PhotoCard
                  key={photo.id}
                  photo={photo}
                  index={index}
                  count={list.length}
                  online={online}
                  dragging={dragging === photo.id}
                  onMove={move}
                  onDelete={() => setDeleting(photo)}
                  onDragStart={() => setDragging(photo.id)}
                  onDragEnd={() => setDragging(undefined)}
                  registerFocus={(element) => {
                    if (element) cards.current.set(photo.id, element);
                    else cards.current.delete(photo.id);
                  }}
                />
              ))}
            </ol>
          </>
        )}
      </section>
      <DeletePhotoDialog
        photo={
          deleting === undefined
            ? undefined
            : { url: deleting.url, position: list.findIndex((p) => p.id === deleting.id) + 1 }
        }
        busy={deleteBusy || !online}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
    </section>
  );
}

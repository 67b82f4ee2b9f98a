// One photo in the unit's order: its place, the cover mark on the first, and the moves a host can
// make with a pointer (drag it onto another place), the keyboard (Alt+arrow keys on the focused
// photo) or the buttons, which say the same in words.
import type { DragEvent, KeyboardEvent } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { UploadedFile } from "../../../domain/uploads/uploaded-file.ts";

export function PhotoCard(props: {
  photo: UploadedFile;
  index: number;
  count: number;
  online: boolean;
  dragging: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  registerFocus: (element: HTMLLIElement | null) => void;
}) {
  const { t } = useTranslation();
  const { photo, index, count } = props;
  const position = index + 1;
  const cover = index === 0;
  // Each button names its photo to a screen reader after its visible words, so the two agree.
  const which = <span className="visually-hidden"> ({t("unitPhotos.photoAlt", { position })})</span>;

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || event.target !== event.currentTarget) return;
    const step =
      event.key === "ArrowUp" || event.key === "ArrowLeft"
        ? -1
        : event.key === "ArrowDown" || event.key === "ArrowRight"
          ? 1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const to = index + step;
    if (to >= 0 && to < count) props.onMove(index, to);
  };

  const onDrop = (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    const from = Number(event.dataTransfer.getData("application/x-hearth-photo-index"));
    if (Number.isInteger(from) && from !== index) props.onMove(from, index);
  };

  return (
    <li
      ref={props.registerFocus}
      className={`photo-card${cover ? " cover" : ""}${props.dragging ? " dragging" : ""}`}
      data-testid="photo-card"
      data-photo-id={photo.id}
      tabIndex={0}
      aria-label={t(cover ? "unitPhotos.coverLabel" : "unitPhotos.photoLabel", { position, count })}
      aria-describedby="photo-reorder-hint"
      draggable
      onKeyDown={onKeyDown}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("application/x-hearth-photo-index", String(index));
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
      }}
      onDrop={onDrop}
    >
      <div className="photo-frame">
        {photo.url ? <img src={photo.url} alt="" loading="lazy" draggable={false} /> : null}
        <span className="photo-position" aria-hidden="true">
          {position}
        </span>
        {cover ? (
          <span className="photo-cover-mark" data-testid="photo-cover-mark">
            {t("unitPhotos.cover")}
          </span>
        ) : null}
      </div>
      <div className="photo-actions">
        <button
          type="button"
          className="secondary"
          disabled={index === 0}
          onClick={() => props.onMove(index, index - 1)}
        >
          {t("unitPhotos.moveEarlier")}
          {which}
        </button>
        <button
          type="button"
          className="secondary"
          disabled={index === count - 1}
          onClick={() => props.onMove(index, index + 1)}
        >
          {t("unitPhotos.moveLater")}
          {which}
        </button>
        {cover ? null : (
          <button type="button" className="secondary" onClick={() => props.onMove(index, 0)}>
            {t("unitPhotos.makeCover")}
            {which}
          </button>
        )}
        <button type="button" className="secondary danger" disabled={!props.online} onClick={props.onDelete}>
          {t("unitPhotos.delete")}
          {which}
        </button>
      </div>
    </li>
  );
}

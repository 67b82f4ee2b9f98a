// Asks before a photo is deleted: the file is gone for good once the server has removed it.
import { useTranslation } from "../../i18n/use-translation.ts";
import { Dialog } from "../../ui/dialog.tsx";

export function DeletePhotoDialog(props: {
  photo: { url: string | null; position: number } | undefined;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.photo !== undefined}
      onClose={props.onClose}
      labelledBy="delete-photo-title"
      width={460}
    >
      <h2 id="delete-photo-title">{t("unitPhotos.deleteTitle")}</h2>
      {props.photo?.url ? (
        <img
          className="delete-photo-preview"
          src={props.photo.url}
          alt={t("unitPhotos.photoAlt", { position: props.photo.position })}
        />
      ) : null}
      <p>{t("unitPhotos.deleteBody")}</p>
      <div className="dialog-actions">
        <button type="button" className="secondary" onClick={props.onClose} autoFocus>
          {t("unitPhotos.cancel")}
        </button>
        <button type="button" className="primary danger" onClick={props.onConfirm} disabled={props.busy}>
          {t("unitPhotos.deleteConfirm")}
        </button>
      </div>
    </Dialog>
  );
}

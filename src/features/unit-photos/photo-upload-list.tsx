// The files being uploaded: one row each with its progress, why it was refused or failed, and a
// retry for a failure a second send may cure.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { PhotosConstraints } from "../../../domain/configuration/configuration.ts";
import { photoRefusal } from "./photo-refusal.ts";
import type { PhotoUpload } from "./use-photo-uploads.ts";

export function PhotoUploadList(props: {
  uploads: readonly PhotoUpload[];
  constraints: PhotosConstraints | undefined;
  online: boolean;
  onRetry: (id: string) => void;
  onClearFinished: () => void;
}) {
  const { t } = useTranslation();
  if (props.uploads.length === 0) return null;
  const finished = props.uploads.some((u) => u.status.phase === "done" || u.status.phase === "refused");
  return (
    <section aria-labelledby="photo-uploads-title" className="photo-uploads">
      <div className="photo-uploads-head">
        <h2 id="photo-uploads-title">{t("unitPhotos.uploads")}</h2>
        {finished ? (
          <button type="button" className="link-button" onClick={props.onClearFinished}>
            {t("unitPhotos.clearFinished")}
          </button>
        ) : null}
      </div>
      <ul className="photo-upload-list">
        {props.uploads.map((upload) => {
          const { status } = upload;
          const percent =
            status.phase === "done"
              ? 100
              : status.phase === "uploading"
                ? Math.round(status.progress * 100)
                : 0;
          const text =
            status.phase === "checking"
              ? t("unitPhotos.status.checking")
              : status.phase === "waiting"
                ? t("unitPhotos.status.waiting")
                : status.phase === "uploading"
                  ? t("unitPhotos.status.uploading", { percent })
                  : status.phase === "done"
                    ? t("unitPhotos.status.done")
                    : status.phase === "refused"
                      ? photoRefusal(t, upload.name, status.why, props.constraints)
                      : t("unitPhotos.status.failed", {
                          reason: status.reason ?? t("unitPhotos.networkReason"),
                        });
          const bad = status.phase === "refused" || status.phase === "failed";
          return (
            <li key={upload.id} className={`photo-upload ${status.phase}`} data-testid="photo-upload">
              <span className="photo-upload-name">{upload.name}</span>
              {status.phase === "uploading" || status.phase === "done" ? (
                <progress
                  max={100}
                  value={percent}
                  aria-label={t("unitPhotos.progressOf", { name: upload.name })}
                  data-testid="photo-upload-progress"
                />
              ) : null}
              <span
                className={bad ? "photo-upload-status error" : "photo-upload-status"}
                data-testid="photo-upload-status"
              >
                {text}
              </span>
              {status.phase === "failed" ? (
                <button
                  type="button"
                  className="secondary"
                  disabled={!props.online}
                  onClick={() => props.onRetry(upload.id)}
                >
                  {t("unitPhotos.retry")}
                  <span className="visually-hidden"> ({upload.name})</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

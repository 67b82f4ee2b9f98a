// The user image (listing spec §7: POST multipart and DELETE /api/app/user/image). A file goes up at
// once with its progress shown, not through the outbox: a picture kept for days offline is a
// burden on a full phone, and the server checks the file (type, size, dimensions) before anything
// is stored. The answer's user info replaces the one on the device.
import { useId, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { Schema } from "effect";
import { UserInfo } from "../../../domain/user/user-info.ts";
import { useSession } from "../../app/session.tsx";
import { useUserInfo } from "../sync/use-user-info.ts";

type ImageState =
  | { readonly phase: "idle" }
  | { readonly phase: "uploading"; readonly percent: number }
  | { readonly phase: "removing" }
  | { readonly phase: "failed"; readonly message: string };

const decodeUserInfo = Schema.decodeUnknownSync(UserInfo);

export function ProfileImage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const { api, db, uploads } = useSession();
  const [state, setState] = useState<ImageState>({ phase: "idle" });
  const id = useId();
  const image = info?.imageUrls[0];

  const refreshed = async () => {
    const fresh = decodeUserInfo(await api.request("GET", "/api/app/user/info"));
    await db.collections.meta.upsert({ key: "userInfo", value: fresh });
  };
  const failed = (error: unknown) =>
    setState({ phase: "failed", message: error instanceof Error ? error.message : String(error) });

  const upload = (file: File) => {
    setState({ phase: "uploading", percent: 0 });
    uploads
      .upload({
        path: "/api/app/user/image",
        field: "file",
        file,
        fileName: file.name,
        idempotencyKey: crypto.randomUUID(),
        onProgress: ({ loaded, total }) =>
          setState({ phase: "uploading", percent: total > 0 ? Math.round((100 * loaded) / total) : 0 }),
      })
      .then(refreshed)
      .then(() => setState({ phase: "idle" }), failed);
  };
  const remove = () => {
    setState({ phase: "removing" });
    api
      .request("DELETE", "/api/app/user/image", { headers: { "idempotency-key": crypto.randomUUID() } })
      .then(refreshed)
      .then(() => setState({ phase: "idle" }), failed);
  };
  const busy = state.phase === "uploading" || state.phase === "removing";

  return (
    <div className="account-image" data-testid="profile-image">
      {image ? (
        <img src={image} alt={t("account.profile.imageAlt")} />
      ) : (
        <span className="account-image-empty">{t("account.profile.noImage")}</span>
      )}
      <div>
        <label htmlFor={`${id}-file`} className="button-like">
          {image ? t("account.profile.replaceImage") : t("account.profile.uploadImage")}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) upload(file);
          }}
        />
        {image ? (
          <button type="button" onClick={remove} disabled={busy}>
            {t("account.profile.removeImage")}
          </button>
        ) : null}
        {state.phase === "uploading" ? (
          <progress max={100} value={state.percent} aria-label={t("account.profile.uploading")} />
        ) : null}
        {state.phase === "failed" ? (
          <p role="alert">{t("account.profile.imageFailed", { reason: state.message })}</p>
        ) : null}
      </div>
    </div>
  );
}

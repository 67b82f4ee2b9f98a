// An upload step (upload-id, document-upload, owner-upload/id, payout-upload): the host picks what
// the document is (where the step takes several kinds), then its files (front and back, pages),
// each uploaded with its own progress and a retry; the server checks each file (type by its bytes,
// size, pixels) and a refusal says why. Documents sent earlier for this step count too, so a host
// coming back can continue without sending them again. Continue (or Enter) goes on once the step
// has a document; on the last step it hands the verification in for review.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { DocumentType, UploadedFile } from "../../../domain/uploads/uploaded-file.ts";
import { documentTypesOfStep } from "../../../domain/verification/verification-requirements.ts";
import type { VerificationStep } from "../../../domain/verification/verification-steps.ts";
import { useSession } from "../../app/session.tsx";
import { useNetworkStatus } from "../../app/use-network-status.ts";
import { Loading } from "../../ui/loading.tsx";
import { useDocumentUploads, type DocumentUpload } from "./use-document-uploads.ts";

function statusText(t: TFunction, upload: DocumentUpload) {
  const { status } = upload;
  switch (status.phase) {
    case "waiting":
      return t("verification.upload.waiting");
    case "uploading":
      return t("verification.upload.uploading", { percent: Math.round(status.progress * 100) });
    case "done":
      return t("verification.upload.done");
    case "refused":
      return t("verification.upload.refused", { reason: status.reason });
    case "failed":
      return t("verification.upload.failed", { reason: status.reason ?? t("verification.upload.network") });
  }
}

export function DocumentUploadStep(props: {
  step: VerificationStep;
  continueLabel: string;
  onContinue: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  const online = useNetworkStatus();
  const types = documentTypesOfStep(props.step);
  const [documentType, setDocumentType] = useState<DocumentType>(types[0]!);
  const { uploads, add, retry } = useDocumentUploads(documentType);
  const [earlier, setEarlier] = useState<readonly UploadedFile[] | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const typeId = useId();
  const filesId = useId();

  useEffect(() => {
    let live = true;
    api.request<{ documents: UploadedFile[] }>("GET", "/api/app/user/onboarding/documents").then(
      ({ documents }) =>
        live &&
        setEarlier(documents.filter((d) => d.documentType !== null && types.includes(d.documentType))),
      () => live && setEarlier([]),
    );
    return () => {
      live = false;
    };
    // The step's document types are fixed for the step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, props.step]);

  if (earlier === undefined) return <Loading />;
  // Refused files stored nothing: until one is sent, the host may still say what the document is.
  const started = uploads.some((u) => u.status.phase !== "refused");
  const uploading = uploads.some((u) => u.status.phase === "waiting" || u.status.phase === "uploading");
  const hasDocument = earlier.length > 0 || uploads.some((u) => u.status.phase === "done");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || uploading) return;
    if (!hasDocument) {
      setProblem(t("verification.upload.noFiles"));
      picker.current?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await props.onContinue();
    } catch (error) {
      setProblem(t("verification.submitFailed", { reason: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="verification-form" onSubmit={(e) => void submit(e)} noValidate>
      {types.length > 1 ? (
        <div className="verification-field">
          <label htmlFor={typeId}>{t("verification.documentType")}</label>
          {/* What the files are is fixed once one is sent, so the files sent stay one document. */}
          <select
            id={typeId}
            name="documentType"
            value={documentType}
            disabled={started}
            onChange={(e) => setDocumentType(e.target.value as DocumentType)}
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`verification.document.${type}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="verification-field" data-invalid={problem !== null || undefined}>
        <label htmlFor={filesId}>{t("verification.upload.choose")}</label>
        <input
          ref={picker}
          id={filesId}
          type="file"
          name="files"
          multiple
          accept="image/jpeg,image/png,application/pdf"
          disabled={!online}
          aria-describedby={problem === null ? undefined : `${filesId}-error`}
          onChange={(e) => {
            const picked = [...(e.target.files ?? [])];
            e.target.value = "";
            if (picked.length > 0) {
              setProblem(null);
              add(picked);
            }
          }}
        />
        {problem !== null ? (
          <p id={`${filesId}-error`} className="verification-field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      {earlier.length > 0 ? (
        <p className="sub" data-testid="earlier-documents">
          {t("verification.upload.earlier", { count: earlier.length })}
        </p>
      ) : null}
      {uploads.length > 0 ? (
        <ul className="verification-uploads" aria-label={t("verification.upload.list")}>
          {uploads.map((upload) => {
            const { status } = upload;
            const percent =
              status.phase === "done"
                ? 100
                : status.phase === "uploading"
                  ? Math.round(status.progress * 100)
                  : 0;
            const bad = status.phase === "refused" || status.phase === "failed";
            return (
              <li
                key={upload.id}
                className={`verification-upload ${status.phase}`}
                data-testid="document-upload"
              >
                <span className="verification-upload-name">{upload.name}</span>
                <progress
                  max={100}
                  value={percent}
                  aria-label={t("verification.upload.progressOf", { name: upload.name })}
                />
                <span className={bad ? "error" : undefined} data-testid="document-upload-status">
                  {statusText(t, upload)}
                </span>
                {status.phase === "failed" ? (
                  <button
                    type="button"
                    className="secondary"
                    disabled={!online}
                    onClick={() => retry(upload.id)}
                  >
                    {t("verification.upload.retry")}
                    <span className="visually-hidden"> ({upload.name})</span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {!online ? <p className="sub">{t("verification.offline")}</p> : null}
      <div className="verification-actions">
        <button type="submit" className="primary" disabled={!online || busy || uploading}>
          {busy ? t("verification.saving") : props.continueLabel}
        </button>
      </div>
    </form>
  );
}

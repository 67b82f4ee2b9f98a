// Photos: the unit's photos page itself (upload, order, cover, delete), shared with
// /properties/{propertyId}/units/{unitId}/photos. Photos are uploaded at once, not on Continue, so
// the step is complete when the server holds at least one photo of the unit.
import { useState } from "react";
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { UploadedFile } from "../../../../domain/uploads/uploaded-file.ts";
import { NetworkError } from "../../../../sync/api-client.ts";
import { useSession } from "../../../app/session.tsx";
import { UnitPhotosPage } from "../../unit-photos/unit-photos-page.tsx";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useRegisterSave } from "./use-register-save.ts";

export function PhotosStep(props: ListingStepProps) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [problem, setProblem] = useState<string>();

  useRegisterSave(props.registerSave, async () => {
    try {
      const { photos } = await api.request<{ photos: UploadedFile[] }>(
        "GET",
        `/api/app/property-unit/${encodeURIComponent(props.unitId)}/photos`,
      );
      setProblem(photos.length === 0 ? t("listing.photos.needOne") : undefined);
      return photos.length > 0;
    } catch (error) {
      setProblem(t(error instanceof NetworkError ? "listing.photos.offline" : "listing.photos.unchecked"));
      return false;
    }
  });

  return (
    <div className="listing-fields">
      <UnitPhotosPage />
      {problem === undefined ? null : (
        <p className="unit-field-error" role="alert" data-testid="photos-problem">
          {problem}
        </p>
      )}
    </div>
  );
}

// Between the property and its unit: nothing to fill in, only what comes next.
import { useTranslation } from "../../../i18n/use-translation.ts";

export function StartUnitStep() {
  const { t } = useTranslation();
  return (
    <div className="listing-fields">
      <p>{t("listing.startUnit.text")}</p>
    </div>
  );
}

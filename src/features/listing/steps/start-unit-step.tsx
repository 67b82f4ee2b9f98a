// Between the property and its unit: nothing to fill in, only what comes next.
import { useTranslation } from "react-i18next";

export function StartUnitStep() {
  const { t } = useTranslation();
  return (
    <div className="listing-fields">
      <p>{t("listing.startUnit.text")}</p>
    </div>
  );
}

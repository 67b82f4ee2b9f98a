import { useTranslation } from "react-i18next";

export function Loading(props: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="center-page" role="status" aria-live="polite">
      {props.label ?? t("app.loading")}
    </div>
  );
}

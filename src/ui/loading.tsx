import { useTranslation } from "../i18n/use-translation.ts";

export function Loading(props: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="center-page" role="status" aria-live="polite">
      {props.label ?? t("app.loading")}
    </div>
  );
}

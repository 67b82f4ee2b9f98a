// The catalogue a unit page chooses from, or its loading state, or the failed-load panel the spec
// asks for (§8: a title, a description and a Reload button that reloads the page).
import type { ReactElement } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { Configuration } from "../../../domain/configuration/configuration.ts";
import { Loading } from "../../ui/loading.tsx";
import { useUnitConfiguration } from "./use-unit-configuration.ts";

export function ConfigurationGate(props: { children: (configuration: Configuration) => ReactElement }) {
  const { t } = useTranslation();
  const configuration = useUnitConfiguration();
  if (configuration === undefined) return <Loading label={t("units.loadingConfiguration")} />;
  if (configuration === null) {
    return (
      <section className="notice failed-load" role="alert" data-testid="configuration-failed">
        <h2>{t("units.loadFailed.title")}</h2>
        <p>{t("units.loadFailed.description")}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {t("units.loadFailed.reload")}
        </button>
      </section>
    );
  }
  return props.children(configuration);
}

// /feature-toggle/:id (operations spec §2): one feature toggle, its state on this browser and a
// switch; a link with ?enabled=true or false sets it on arrival (domain/preferences/feature-toggles.ts).
import { useEffect, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { useTranslation } from "../i18n/use-translation.ts";
import { askedToggleState, isFeatureToggle } from "../../domain/preferences/feature-toggles.ts";
import { enabledToggles, setToggle } from "./feature-toggle-state.ts";
import { NotFound } from "./not-found.tsx";

export function FeatureTogglePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [query] = useSearchParams();
  const asked = askedToggleState(query.get("enabled"));
  const [enabled, setEnabled] = useState(() => enabledToggles());
  useEffect(() => {
    if (isFeatureToggle(id) && asked !== undefined) setEnabled(setToggle(id, asked));
  }, [id, asked]);
  if (!isFeatureToggle(id)) return <NotFound />;
  const on = enabled.includes(id);
  return (
    <main className="center-page" aria-labelledby="toggle-title" data-testid="feature-toggle-page">
      <h1 id="toggle-title">{t(`featureToggle.toggles.${id}.name`)}</h1>
      <p>{t(`featureToggle.toggles.${id}.description`)}</p>
      <p role="status" data-testid="feature-toggle-state" data-on={on}>
        {on ? t("featureToggle.on") : t("featureToggle.off")}
        {asked !== undefined ? ` · ${t("featureToggle.fromLink")}` : ""}
      </p>
      <p>
        <button
          type="button"
          className="primary"
          aria-pressed={on}
          onClick={() => setEnabled(setToggle(id, !on))}
        >
          {on ? t("featureToggle.turnOff") : t("featureToggle.turnOn")}
        </button>
      </p>
      <p>
        <Link to="/">{t("featureToggle.back")}</Link>
      </p>
    </main>
  );
}

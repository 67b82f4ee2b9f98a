// A unit's state as the listing spec §4 shows it (domain/properties/unit-state-display.ts): its
// state's text in its tone, "publishing" with its tooltip, and "action needed" with the reason and
// the call to fix it, a link to the unit page that edits the flagged field.
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { fixPathOf } from "../../../domain/properties/invalid-field-fix.ts";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import { unitStateDisplay } from "../../../domain/properties/unit-state-display.ts";

export function UnitStateBadge(props: { unit: UnitDocument }) {
  const { t } = useTranslation();
  const { unit } = props;
  const display = unitStateDisplay({
    propertyUnitPublicId: unit.id,
    state: unit.state,
    links: unit.links,
    invalidFields: unit.invalidFields,
  });
  return (
    <span className="unit-state-badge" data-testid="unit-state">
      <span
        className="unit-state"
        data-tone={display.tone}
        title={display.tooltipKey === undefined ? undefined : t(display.tooltipKey)}
      >
        {t(display.textKey)}
      </span>
      {display.actionNeeded ? (
        <span className="action-needed" data-testid="action-needed">
          {t(display.actionNeeded.labelKey)}: {t(display.actionNeeded.messageKey)}
          {display.actionNeeded.fix ? (
            <>
              {" "}
              <Link to={fixPathOf(display.actionNeeded.fix, unit.id)} data-testid="fix-invalid-field">
                {t("properties.fixIt")}
              </Link>
            </>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}

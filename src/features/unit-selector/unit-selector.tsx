// The unit selector (operations spec §3): a button naming the chosen unit ("All units" when none)
// that opens a 460 px dropdown to search and pick one. Shared by every screen that filters by unit:
// give it the units (useLocalUnits reads them from the local store) and the chosen unit's id.
// The dropdown's own code loads on first open; the service worker keeps it for offline use.
import { memo, Suspense, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import { unitSelectorDisabled } from "../../../domain/properties/unit-selector-groups.ts";
import { lazyWithRetry } from "../../app/lazy-with-retry.ts";

const UnitSelectorPanel = lazyWithRetry(() =>
  import("./unit-selector-panel.tsx").then((m) => ({ default: m.UnitSelectorPanel })),
);

// Memo: a page gives it stable units and handler, so its own filter keystrokes do not draw it again.
export const UnitSelector = memo(function UnitSelector(props: {
  units: readonly UnitDocument[];
  /** The chosen unit's id; undefined for all units. */
  value: string | undefined;
  onChange: (unitId: string | undefined) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const disabled = unitSelectorDisabled(props.units);
  const chosen = props.units.find((u) => u.id === props.value);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <div className="unit-selector">
      <button
        ref={trigger}
        id={props.id}
        type="button"
        className="unit-selector-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        title={disabled ? t("unitSelector.disabled") : undefined}
        onClick={() => setOpen((o) => !o)}
        data-testid="unit-selector"
      >
        <span className="visually-hidden">{t("unitSelector.label")}: </span>
        {chosen ? (chosen.title ?? t("unitSelector.untitled")) : t("unitSelector.allUnits")}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <UnitSelectorPanel
            units={props.units}
            value={props.value}
            onChange={(unitId) => {
              props.onChange(unitId);
              close();
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
});

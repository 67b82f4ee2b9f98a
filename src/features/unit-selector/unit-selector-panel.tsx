// The unit selector's dropdown: a search box (debounced 500 ms, the spec's figure), property cards
// for multi-unit properties, then the single units, or a no-results panel with a clear button.
// Arrow keys move between the choices, Esc closes, a click outside closes.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import {
  unitSelectorGroups,
  unitSelectorSearchDebounceMs,
} from "../../../domain/properties/unit-selector-groups.ts";
import { unitStateDisplay } from "../../../domain/properties/unit-state-display.ts";
import { usePropertyName } from "../properties/use-local-properties.ts";

function useDebounced<T>(value: T, ms: number): [T, (now: T) => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return [debounced, setDebounced];
}

function UnitCard(props: { unit: UnitDocument; chosen: boolean; onChoose: () => void }) {
  const { t, i18n } = useTranslation();
  const { unit } = props;
  const state = unitStateDisplay({
    propertyUnitPublicId: unit.id,
    state: unit.state,
    links: unit.links,
    invalidFields: unit.invalidFields,
  });
  const facts = [
    unit.propertySize === null
      ? null
      : t(`unitSelector.size_${unit.propertySizeMeasurementUnit}`, {
          size: new Intl.NumberFormat(i18n.language.replace("_", "-")).format(unit.propertySize),
        }),
    unit.bedroomCount === null ? null : t("unitSelector.bedrooms", { count: unit.bedroomCount }),
    unit.guests === null ? null : t("reservations.guests", { count: unit.guests }),
  ].filter((f) => f !== null);
  return (
    <li>
      <button
        type="button"
        className="unit-card"
        aria-pressed={props.chosen}
        data-unit-option=""
        data-testid={`unit-option-${unit.id}`}
        onClick={props.onChoose}
      >
        <span className="unit-card-title">{unit.title ?? t("unitSelector.untitled")}</span>
        <span className="unit-state" data-tone={state.tone}>
          {t(state.textKey)}
        </span>
        {facts.length ? <span className="unit-card-facts">{facts.join(" · ")}</span> : null}
      </button>
    </li>
  );
}

export function UnitSelectorPanel(props: {
  units: readonly UnitDocument[];
  value: string | undefined;
  onChange: (unitId: string | undefined) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const propertyName = usePropertyName();
  const [search, setSearch] = useState("");
  const [applied, applyNow] = useDebounced(search, unitSelectorSearchDebounceMs);
  const panel = useRef<HTMLDivElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const groups = useMemo(() => unitSelectorGroups(props.units, applied), [props.units, applied]);
  const empty = groups.multiUnitProperties.length === 0 && groups.singleUnits.length === 0;
  const { onClose } = props;

  useEffect(() => {
    searchBox.current?.focus();
    const outside = (event: PointerEvent) => {
      if (!panel.current?.parentElement?.contains(event.target as Node)) onClose();
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const options = [...(panel.current?.querySelectorAll<HTMLElement>("[data-unit-option]") ?? [])];
    if (options.length === 0) return;
    event.preventDefault();
    const at = options.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? Math.min(options.length - 1, at + 1) : at <= 0 ? -1 : at - 1;
    if (next === -1) searchBox.current?.focus();
    else options[next]?.focus();
  };

  const clear = () => {
    setSearch("");
    applyNow("");
    searchBox.current?.focus();
  };

  return (
    <div
      ref={panel}
      className="unit-selector-panel"
      role="dialog"
      aria-label={t("unitSelector.label")}
      onKeyDown={onKeyDown}
      data-testid="unit-selector-panel"
    >
      <input
        ref={searchBox}
        type="search"
        className="unit-selector-search"
        aria-label={t("unitSelector.search")}
        placeholder={t("unitSelector.search")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {empty ? (
        <div className="unit-selector-empty" role="status">
          <p>{t("unitSelector.noResults", { search: applied.trim() })}</p>
          <button type="button" onClick={clear}>
            {t("unitSelector.clear")}
          </button>
        </div>
      ) : (
        <div className="unit-selector-choices">
          {applied.trim() === "" ? (
            <ul className="unit-list">
              <li>
                <button
                  type="button"
                  className="unit-card"
                  aria-pressed={props.value === undefined}
                  data-unit-option=""
                  data-testid="unit-option-all"
                  onClick={() => props.onChange(undefined)}
                >
                  <span className="unit-card-title">{t("unitSelector.allUnits")}</span>
                </button>
              </li>
            </ul>
          ) : null}
          {groups.multiUnitProperties.map((card) => (
            <section key={card.propertyId} className="property-card" data-testid="property-card">
              {/* Second level: the panel opens under the screen's h1, and headings do not skip one. */}
              <h2>
                {t("unitSelector.namedProperty", {
                  name: propertyName(card.propertyId),
                  count: card.unitCount,
                })}
              </h2>
              <ul className="unit-list">
                {card.units.map((unit) => (
                  <UnitCard
                    key={unit.id}
                    unit={unit}
                    chosen={unit.id === props.value}
                    onChoose={() => props.onChange(unit.id)}
                  />
                ))}
              </ul>
            </section>
          ))}
          {groups.singleUnits.length ? (
            <section className="property-card" data-testid="single-units">
              <h2>{t("unitSelector.singleUnits")}</h2>
              <ul className="unit-list">
                {groups.singleUnits.map((unit) => (
                  <UnitCard
                    key={unit.id}
                    unit={unit}
                    chosen={unit.id === props.value}
                    onChoose={() => props.onChange(unit.id)}
                  />
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </div>
  );
}

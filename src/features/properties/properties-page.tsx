// /properties (listing spec §2): the host's properties and their units from the local store, each
// unit with its state, searched as the host types (350 ms after the last key; whitespace alone
// changes nothing). `/` searches, `j`/`k` (or the arrows) move, Enter opens the selected property or unit.
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { propertyListRows } from "../../../domain/properties/property-list.ts";
import { propertyListIndex, searchPropertyList } from "../../../domain/properties/property-list-index.ts";
import type { PropertyDocument } from "../../../domain/properties/property-document.ts";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import { normalizeSearchInput } from "../../../domain/search/search-input.ts";
import { ListSearchBox } from "../../ui/list-search-box.tsx";
import { useListKeys } from "../../ui/use-list-keys.ts";
import { Loading } from "../../ui/loading.tsx";
import { useLocalProperties } from "./use-local-properties.ts";
import { usePropertyUnits } from "./use-property-units.ts";
import { useDebouncedSearch } from "./use-debounced-search.ts";
import { PropertyList, rowPathOf } from "./property-list.tsx";
import { AddProperty } from "./add-property.tsx";
import { PropertyFailedCommands } from "./property-failed-commands.tsx";
import { whenIdle } from "../../../sync/when-idle.ts";
import { preloadUnitPages } from "../units/preload-unit-pages.ts";
import "./properties.css";

export function PropertiesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const properties = useLocalProperties();
  const units = usePropertyUnits();
  const [typed, setTyped] = useState("");
  const search = useDebouncedSearch(typed);
  const searchBox = useRef<HTMLInputElement>(null);
  // Sorted and folded when the data changes; a search only filters (property-list-index.ts).
  const index = useMemo(
    () => propertyListIndex<PropertyDocument, UnitDocument>(properties.byId.values(), units.units.values()),
    [properties.byId, units.units],
  );
  const groups = useMemo(() => searchPropertyList(index, search), [index, search]);
  const rows = useMemo(() => propertyListRows(groups), [groups]);
  // The selection follows its row (by key) through searches and changes; the first row otherwise.
  const [selectedKey, setSelectedKey] = useState<string>();
  const found = rows.findIndex((r) => r.key === selectedKey);
  const selectedIndex = found >= 0 ? found : 0;
  const move = (by: number) => {
    const next = rows[Math.min(rows.length - 1, Math.max(0, selectedIndex + by))];
    if (next) setSelectedKey(next.key);
  };
  useListKeys({
    "/": () => searchBox.current?.focus(),
    j: () => move(1),
    ArrowDown: () => move(1),
    k: () => move(-1),
    ArrowUp: () => move(-1),
    Enter: () => {
      const row = rows[selectedIndex];
      if (row) void navigate(rowPathOf(row));
    },
  });
  const ready = properties.ready && units.ready;
  // A unit's pages open from here: their code and strings are fetched once the list has painted.
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => {
      if (live) preloadUnitPages();
    });
    return () => {
      live = false;
    };
  }, []);
  const applied = normalizeSearchInput(search);

  return (
    <main aria-labelledby="properties-title" className="properties-page">
      <div className="sub-header">
        <h1 id="properties-title">{t("properties.title")}</h1>
        <span className="count keys-hint">{t("properties.keys")}</span>
        <AddProperty />
      </div>
      <div className="toolbar">
        <ListSearchBox
          id="property-search"
          label={t("properties.search")}
          value={typed}
          onChange={setTyped}
          inputRef={searchBox}
        />
        {ready ? (
          // data-search: the search the list shows, so a reader (the benchmark) can tell which
          // search a painted list answers even when two searches list the same rows.
          <span className="count" aria-live="polite" data-testid="property-count" data-search={search}>
            {t("properties.count", { count: groups.length })}
          </span>
        ) : null}
        {/* The guided way: the listing flow asks for everything a unit needs to be published. It sits
            here rather than in the sub-header, which has no room for it beside "Add property" on a
            phone and keeps its one 64 px line. */}
        <Link
          to="/listing/check-eligibility"
          className="button secondary list-property"
          data-testid="list-property"
        >
          {t("listing.entry")}
        </Link>
      </div>
      <PropertyFailedCommands />
      {!ready ? (
        <Loading label={t("properties.loading")} />
      ) : rows.length === 0 ? (
        <p className="empty" data-testid="properties-empty">
          {applied === "" ? t("properties.empty") : t("properties.emptySearch", { search: applied })}
        </p>
      ) : (
        <PropertyList rows={rows} selectedIndex={selectedIndex} />
      )}
    </main>
  );
}

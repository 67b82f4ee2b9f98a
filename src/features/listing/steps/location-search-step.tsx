// The first location step (multi-unit "location", single-unit "location/autocomplete"; listing spec
// §2, §3): the host types a town or a postal code and picks one of the places the geocoder finds
// (domain/geocoding/geocoder.ts; the built-in gazetteer here). A combobox: arrows move through the
// places, Enter picks one (and only continues the flow when no list is open), Esc closes the list.
// The pick fills in the address step's draft and starts the map step's pin there; the address is
// saved by the address step, once the street and number the call requires are known.
import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { gazetteerGeocoder } from "../../../../domain/geocoding/demo-gazetteer.ts";
import type { GeoPoint, GeocodedPlace } from "../../../../domain/geocoding/geocoder.ts";
import { emptyLocationForm, type LocationForm } from "../../../../domain/properties/location-form.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useRegisterSave } from "./use-register-save.ts";
import "./location.css";
import { locationFormOf, usePlaceProperty } from "./use-location-property.ts";

const geocoder = gazetteerGeocoder();
const maxMatches = 8;

export function LocationSearchStep(props: ListingStepProps) {
  const { t } = useTranslation();
  const property = usePlaceProperty(props.propertyId);
  const id = useId();
  const address = useStepDraft<LocationForm>(props.unitId, "location/address", () =>
    property ? locationFormOf(property) : emptyLocationForm,
  );
  const pin = useStepDraft<{ pin: GeoPoint | null }>(props.unitId, "location/map", () => ({ pin: null }));
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<GeocodedPlace | undefined>(undefined);
  const matches = useMemo(() => geocoder.search(text, maxMatches), [text]);
  const listShown = open && matches.length > 0;

  // Nothing to send: the pick lives in the next steps' drafts until the address step saves it.
  useRegisterSave(props.registerSave, () => true);

  const pick = (place: GeocodedPlace) => {
    setPicked(place);
    setText(place.city);
    setOpen(false);
    address.set({
      countryCode: place.countryCode,
      city: place.city,
      postalCode: place.postalCode ?? "",
      state: place.state ?? "",
    });
    pin.set({ pin: { latitude: place.latitude, longitude: place.longitude } });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!listShown) {
      if (event.key === "ArrowDown" && matches.length > 0) {
        event.preventDefault();
        setOpen(true);
        setActive(0);
      }
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + matches.length) % matches.length);
    } else if (event.key === "Enter") {
      // Picks the place instead of continuing the flow.
      event.preventDefault();
      const place = matches[active];
      if (place) pick(place);
    } else if (event.key === "Escape") {
      // Closes the list instead of going back a step.
      event.preventDefault();
      setOpen(false);
    }
  };

  const optionId = (i: number) => `${id}-place-${i}`;
  return (
    <div className="listing-fields location-search" data-testid="location-search-step">
      <div className="unit-field">
        <label htmlFor={`${id}-input`}>{t("listingSteps.location.search")}</label>
        <input
          id={`${id}-input`}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={`${id}-list`}
          aria-activedescendant={listShown ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          data-testid="location-search"
        />
        <p id={`${id}-hint`} className="unit-field-hint">
          {t("listingSteps.location.searchHint")}
        </p>
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={t("listingSteps.location.matches")}
          hidden={!listShown}
        >
          {matches.map((place, i) => (
            <li
              key={`${place.countryCode}-${place.city}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(place)}
            >
              {place.city}, {place.postalCode} · {place.countryCode}
            </li>
          ))}
        </ul>
        {open && text.trim() !== "" && matches.length === 0 ? (
          <p role="status">{t("listingSteps.location.noMatch")}</p>
        ) : null}
      </div>
      {picked ? (
        <p role="status" data-testid="location-picked">
          {t("listingSteps.location.picked", {
            place: `${picked.city}, ${picked.postalCode ?? ""} ${picked.countryCode}`,
          })}
        </p>
      ) : null}
    </div>
  );
}

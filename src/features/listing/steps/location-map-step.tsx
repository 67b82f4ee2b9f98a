// The map step (listing spec §2 "location/map", §3 location data): the pin guests are sent to, as a
// latitude and a longitude. The map is drawn from outlines shipped with the step (location-outlines.ts)
// and the gazetteer's towns, with no tile server, so the step works offline. The pin starts where the
// location step's pick or the saved pin is, or at the address's town; a click moves it there, the
// arrow keys move it 0.01° (with Shift 0.001°), and its place is announced. Continuing sends
// savePropertyLocation with the saved address and the pin.
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { gazetteerPlaces, gazetteerTown } from "../../../../domain/geocoding/demo-gazetteer.ts";
import type { GeoPoint } from "../../../../domain/geocoding/geocoder.ts";
import {
  boundsAround,
  mapViewOf,
  movePin,
  project,
  unproject,
  type MapView,
  type PinDirection,
} from "../../../../domain/geocoding/map-view.ts";
import { checkLocationForm } from "../../../../domain/properties/location-form.ts";
import { useUnitConfiguration } from "../../units/use-unit-configuration.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useStepForm } from "../use-step-form.ts";
import { countryOutlines } from "./location-outlines.ts";
import { locationFormOf, usePlaceProperty } from "./use-location-property.ts";
import { useRegisterSave } from "./use-register-save.ts";
import "./location.css";

const width = 600;
const directions: Readonly<Record<string, PinDirection>> = {
  ArrowUp: "north",
  ArrowDown: "south",
  ArrowLeft: "west",
  ArrowRight: "east",
};

function viewFor(countryCode: string, pin: GeoPoint | null): MapView {
  const outline = (countryOutlines[countryCode] ?? [])
    .flat()
    .map(([longitude, latitude]) => ({ latitude, longitude }));
  const points = [...outline, ...(pin ? [pin] : [])];
  if (points.length === 0) return mapViewOf({ west: -180, east: 180, south: -60, north: 75 }, width);
  return mapViewOf(boundsAround(points, outline.length > 0 ? 0.4 : 2), width);
}

export function LocationMapStep(props: ListingStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const property = usePlaceProperty(props.propertyId);
  const configuration = useUnitConfiguration();
  const { send } = useStepForm();
  const map = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const countryCode = property?.countryCode ?? "";
  const draft = useStepDraft<{ pin: GeoPoint | null }>(props.unitId, "location/map", () => {
    if (property?.latitude != null && property.longitude != null)
      return { pin: { latitude: property.latitude, longitude: property.longitude } };
    const town = property ? gazetteerTown(property.countryCode, property.city) : undefined;
    return { pin: town ? { latitude: town.latitude, longitude: town.longitude } : null };
  });
  const { pin } = draft.values;
  // The view is fixed by the country, so the map does not jump while the pin moves inside it.
  const [view] = useState(() => viewFor(countryCode, pin));

  useRegisterSave(props.registerSave, async () => {
    const address = property ? checkLocationForm(locationFormOf(property)) : undefined;
    if (!address?.ok) {
      setProblem(t("listingSteps.location.addressFirst"));
      map.current?.focus();
      return false;
    }
    if (pin === null) {
      setProblem(t("listingSteps.errors.noPin"));
      map.current?.focus();
      return false;
    }
    setProblem(undefined);
    const sent = await send([
      "savePropertyLocation",
      { propertyId: props.propertyId, location: { ...address.changes, ...pin } },
    ]);
    if (sent) draft.clear();
    return sent;
  });

  const place = (next: GeoPoint) => {
    setProblem(undefined);
    draft.set({ pin: next });
  };

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = view.width / box.width;
    place(unproject(view, { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter continues the flow here too: a map is no field, so the form does not submit on its own.
    if (event.key === "Enter") {
      event.preventDefault();
      event.currentTarget.closest("form")?.requestSubmit();
      return;
    }
    const direction = directions[event.key];
    if (direction === undefined) return;
    event.preventDefault();
    const from = pin ?? unproject(view, { x: view.width / 2, y: view.height / 2 });
    place(pin === null ? from : movePin(from, direction, event.shiftKey ? 0.001 : 0.01));
  };

  const country =
    configuration?.countries.find((c) => c.code === countryCode)?.name ??
    (countryCode === "" ? t("listingSteps.location.world") : countryCode);
  const towns = gazetteerPlaces.filter((p) => p.countryCode === countryCode);
  const at = pin ? project(view, pin) : undefined;
  const path = (countryOutlines[countryCode] ?? [])
    .map(
      (ring) =>
        ring
          .map(([longitude, latitude], i) => {
            const { x, y } = project(view, { latitude, longitude });
            return `${i === 0 ? "M" : "L"}${x.toFixed(1)},${y.toFixed(1)}`;
          })
          .join("") + "Z",
    )
    .join("");

  return (
    <div className="listing-fields location-map-step" data-testid="location-map-step">
      <p id={`${id}-help`}>{t("listingSteps.location.mapHelp")}</p>
      <div
        ref={map}
        className="location-map"
        role="application"
        tabIndex={0}
        aria-label={t("listingSteps.location.map", { country })}
        aria-describedby={`${id}-help ${id}-pin`}
        aria-invalid={problem !== undefined || undefined}
        onKeyDown={onKeyDown}
        data-testid="location-map"
      >
        <svg viewBox={`0 0 ${view.width} ${view.height.toFixed(1)}`} onClick={onClick} aria-hidden="true">
          <rect width={view.width} height={view.height} className="location-map-sea" />
          {path === "" ? null : <path d={path} className="location-map-land" />}
          {towns.map((town) => {
            const p = project(view, town);
            return (
              <g key={town.city} className="location-map-town">
                <circle cx={p.x} cy={p.y} r={3} />
                <text x={p.x + 5} y={p.y + 4}>
                  {town.city}
                </text>
              </g>
            );
          })}
          {at ? (
            <g className="location-map-pin" transform={`translate(${at.x.toFixed(1)} ${at.y.toFixed(1)})`}>
              <path d="M0,0 L-7,-14 A8,8 0 1 1 7,-14 Z" />
              <circle cx={0} cy={-17} r={3} />
            </g>
          ) : null}
        </svg>
      </div>
      <p
        id={`${id}-pin`}
        role="status"
        data-testid="location-pin"
        data-latitude={pin?.latitude}
        data-longitude={pin?.longitude}
      >
        {pin
          ? t("listingSteps.location.pin", {
              latitude: pin.latitude.toFixed(4),
              longitude: pin.longitude.toFixed(4),
            })
          : t("listingSteps.location.noPin")}
      </p>
      {problem ? (
        <p className="unit-field-error" role="alert" data-testid="location-map-problem">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

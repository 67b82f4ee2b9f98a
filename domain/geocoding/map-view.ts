// The map of the location step without a tile server (listing spec §3: latitude and longitude): an
// equirectangular view of a box of the earth, its longitudes squeezed by the cosine of the box's
// middle latitude so a country keeps its shape at its own latitude. That is all a pin needs: the
// host points at a spot of a small country outline, and the step keeps the point's degrees.
import type { GeoPoint } from "./geocoder.ts";

export interface GeoBounds {
  readonly west: number;
  readonly east: number;
  readonly south: number;
  readonly north: number;
}

export interface MapView {
  readonly bounds: GeoBounds;
  readonly width: number;
  readonly height: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The smallest box holding every point, widened by `padding` degrees on each side, within the earth. */
export function boundsAround(points: readonly GeoPoint[], padding: number): GeoBounds {
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  return {
    west: Math.max(-180, Math.min(...lons) - padding),
    east: Math.min(180, Math.max(...lons) + padding),
    south: Math.max(-85, Math.min(...lats) - padding),
    north: Math.min(85, Math.max(...lats) + padding),
  };
}

export function mapViewOf(bounds: GeoBounds, width: number): MapView {
  const squeeze = Math.cos(radians((bounds.north + bounds.south) / 2));
  const height = (width * (bounds.north - bounds.south)) / ((bounds.east - bounds.west) * squeeze);
  return { bounds, width, height };
}

export function project(view: MapView, point: GeoPoint): { x: number; y: number } {
  const { bounds, width, height } = view;
  return {
    x: ((point.longitude - bounds.west) / (bounds.east - bounds.west)) * width,
    y: ((bounds.north - point.latitude) / (bounds.north - bounds.south)) * height,
  };
}

/** The point under (x, y) of the view, kept inside the view's box. */
export function unproject(view: MapView, at: { x: number; y: number }): GeoPoint {
  const { bounds, width, height } = view;
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  return roundPin({
    longitude: bounds.west + clamp(at.x / width, 0, 1) * (bounds.east - bounds.west),
    latitude: bounds.north - clamp(at.y / height, 0, 1) * (bounds.north - bounds.south),
  });
}

/** Six decimals: about 11 cm, finer than any doorstep, and short to store and announce. */
export function roundPin(point: GeoPoint): GeoPoint {
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return { latitude: round(point.latitude), longitude: round(point.longitude) };
}

export type PinDirection = "north" | "south" | "east" | "west";

/** The pin moved `step` degrees one way, kept on the earth (latitude ±90, longitude ±180). */
export function movePin(pin: GeoPoint, direction: PinDirection, step: number): GeoPoint {
  const latitude = pin.latitude + (direction === "north" ? step : direction === "south" ? -step : 0);
  const longitude = pin.longitude + (direction === "east" ? step : direction === "west" ? -step : 0);
  return roundPin({
    latitude: Math.min(90, Math.max(-90, latitude)),
    longitude: Math.min(180, Math.max(-180, longitude)),
  });
}

// Geocoding behind an interface (listing spec §3, location data): the location step asks a geocoder
// for places matching what the host types, and the map step starts its pin where the chosen place
// is. The interface is pure types, so the built-in gazetteer (demo-gazetteer.ts) and a provider
// behind the network can stand in for each other without the steps knowing which one answers.

/** A point on the earth, in degrees (WGS 84). */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** A place a geocoder found: what the address form can be filled in with, and where it is. */
export interface GeocodedPlace extends GeoPoint {
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
  readonly city: string;
  readonly postalCode: string | null;
  /** The ISO 3166-2 subdivision code (without the country), at most 3 characters, when known. */
  readonly state: string | null;
}

export interface Geocoder {
  /** Places matching the text typed, best first, at most `limit`. */
  search(text: string, limit: number): readonly GeocodedPlace[];
}

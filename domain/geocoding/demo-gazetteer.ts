// A built-in gazetteer: the towns of the countries Hearth's demo hosts list in (Italy, Croatia,
// Germany, Switzerland) and those whose regional requirements it knows (Spain, Portugal), each with
// a postal code and the town centre's coordinates. It answers without a network, so the location
// steps work offline and in tests; a host elsewhere types the address and places the pin by hand.
// A town matches when its name (accents ignored) or its postal code starts with what was typed,
// or when a word of its name does; exact names first, then name starts, then the rest, by name.
import type { Geocoder, GeocodedPlace } from "./geocoder.ts";

type Row = [
  countryCode: string,
  city: string,
  postalCode: string,
  state: string | null,
  lat: number,
  lon: number,
];

const rows: readonly Row[] = [
  ["IT", "Sorrento", "80067", "NA", 40.6263, 14.3758],
  ["IT", "Positano", "84017", "SA", 40.6281, 14.485],
  ["IT", "Amalfi", "84011", "SA", 40.634, 14.6027],
  ["IT", "Napoli", "80121", "NA", 40.8518, 14.2681],
  ["IT", "Roma", "00118", "RM", 41.9028, 12.4964],
  ["IT", "Firenze", "50122", "FI", 43.7696, 11.2558],
  ["IT", "Venezia", "30124", "VE", 45.4408, 12.3155],
  ["IT", "Milano", "20121", "MI", 45.4642, 9.19],
  ["IT", "Lecce", "73100", "LE", 40.3515, 18.175],
  ["IT", "Palermo", "90133", "PA", 38.1157, 13.3615],
  ["HR", "Split", "21000", "17", 43.5081, 16.4402],
  ["HR", "Dubrovnik", "20000", "19", 42.6507, 18.0944],
  ["HR", "Zagreb", "10000", "21", 45.815, 15.9819],
  ["HR", "Zadar", "23000", "13", 44.1194, 15.2314],
  ["HR", "Rovinj", "52210", "18", 45.0812, 13.6387],
  ["HR", "Pula", "52100", "18", 44.8666, 13.8496],
  ["HR", "Hvar", "21450", "17", 43.1729, 16.4412],
  ["HR", "Makarska", "21300", "17", 43.2969, 17.0178],
  ["DE", "Garmisch-Partenkirchen", "82467", "BY", 47.4917, 11.0955],
  ["DE", "Oberstdorf", "87561", "BY", 47.4099, 10.2797],
  ["DE", "München", "80331", "BY", 48.1351, 11.582],
  ["DE", "Sankt Peter-Ording", "25826", "SH", 54.3036, 8.6411],
  ["DE", "Hamburg", "20095", "HH", 53.5511, 9.9937],
  ["DE", "Berlin", "10115", "BE", 52.52, 13.405],
  ["DE", "Köln", "50667", "NW", 50.9375, 6.9603],
  ["DE", "Binz", "18609", "MV", 54.4, 13.6],
  ["CH", "Grindelwald", "3818", "BE", 46.6242, 8.0414],
  ["CH", "Interlaken", "3800", "BE", 46.6863, 7.8632],
  ["CH", "Zermatt", "3920", "VS", 46.0207, 7.7491],
  ["CH", "Zürich", "8001", "ZH", 47.3769, 8.5417],
  ["CH", "Luzern", "6003", "LU", 47.0502, 8.3093],
  ["CH", "Genève", "1201", "GE", 46.2044, 6.1432],
  ["CH", "Lugano", "6900", "TI", 46.0037, 8.9511],
  ["ES", "Barcelona", "08001", "B", 41.3874, 2.1686],
  ["ES", "Madrid", "28013", "M", 40.4168, -3.7038],
  ["ES", "Málaga", "29015", "MA", 36.7213, -4.4214],
  ["ES", "Palma", "07001", "PM", 39.5696, 2.6502],
  ["ES", "Sevilla", "41004", "SE", 37.3891, -5.9845],
  ["ES", "Valencia", "46001", "V", 39.4699, -0.3763],
  ["PT", "Lisboa", "1100-148", "11", 38.7223, -9.1393],
  ["PT", "Porto", "4050-001", "13", 41.1579, -8.6291],
  ["PT", "Faro", "8000-078", "08", 37.0194, -7.9322],
  ["PT", "Lagos", "8600-315", "08", 37.1028, -8.673],
  ["PT", "Funchal", "9000-018", "31", 32.6669, -16.9241],
];

export const gazetteerPlaces: readonly GeocodedPlace[] = rows.map(
  ([countryCode, city, postalCode, state, latitude, longitude]) => ({
    countryCode,
    city,
    postalCode,
    state,
    latitude,
    longitude,
  }),
);

/** Lower case without accents or punctuation, so "koln" finds Köln and "st peter" Sankt Peter-Ording's words. */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function rank(place: GeocodedPlace, query: string): number | undefined {
  const name = foldForSearch(place.city);
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (place.postalCode !== null && foldForSearch(place.postalCode).startsWith(query)) return 2;
  if (name.split(" ").some((word) => word.startsWith(query))) return 3;
  return undefined;
}

export function gazetteerGeocoder(places: readonly GeocodedPlace[] = gazetteerPlaces): Geocoder {
  return {
    search(text, limit) {
      const query = foldForSearch(text);
      if (query === "" || limit <= 0) return [];
      return places
        .flatMap((place) => {
          const r = rank(place, query);
          return r === undefined ? [] : [{ place, r }];
        })
        .sort((a, b) => a.r - b.r || a.place.city.localeCompare(b.place.city))
        .slice(0, limit)
        .map((m) => m.place);
    },
  };
}

/** The gazetteer's town of that name in that country, for a pin to start from. */
export function gazetteerTown(countryCode: string, city: string): GeocodedPlace | undefined {
  const name = foldForSearch(city);
  return gazetteerPlaces.find((p) => p.countryCode === countryCode && foldForSearch(p.city) === name);
}

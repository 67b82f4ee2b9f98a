// Listing spec §5: query strings drop empty values, so "?criteria[search]=&page=1" becomes "?page=1".
export type QueryValue = string | number | boolean | null | undefined;

export function queryString(params: Readonly<Record<string, QueryValue>>): string {
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string | number | boolean] => {
      const value = entry[1];
      return value !== null && value !== undefined && String(value).trim() !== "";
    })
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
}

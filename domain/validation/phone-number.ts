// Listing spec §5: a phone number without any digit ("+", "()", spaces) is treated as no number.
export function phoneOrNull(value: string | null | undefined): string | null {
  if (value === null || value === undefined || !/\d/.test(value)) return null;
  return value.trim();
}

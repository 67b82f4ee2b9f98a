// Listing spec §5: an empty coupon code is sent as absent. Whitespace around a pasted code is noise.
export function couponCodeOrAbsent(code: string | null | undefined): string | undefined {
  const trimmed = code?.trim() ?? "";
  return trimmed === "" ? undefined : trimmed;
}

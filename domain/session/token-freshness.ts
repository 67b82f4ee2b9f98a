// When to refresh the access token (operations spec §4, §9), as functions of the current time so
// the caller owns the clock. Before every API call the token is refreshed if it expires within
// 5 s; a check every 60 s refreshes it explicitly with a 120 s margin, so between two checks it can
// never run out. If a refresh fails the caller logs the user out.
export const refreshMarginOnCallMs = 5_000;
export const refreshMarginOnCheckMs = 120_000;
export const expiryCheckIntervalMs = 60_000;

/** A token with no known expiry counts as expired. */
export function expiresWithin(expiresAtMs: number | null, nowMs: number, marginMs: number): boolean {
  return expiresAtMs === null || expiresAtMs - nowMs <= marginMs;
}

export function shouldRefreshBeforeCall(expiresAtMs: number | null, nowMs: number): boolean {
  return expiresWithin(expiresAtMs, nowMs, refreshMarginOnCallMs);
}

export function shouldRefreshOnCheck(expiresAtMs: number | null, nowMs: number): boolean {
  return expiresWithin(expiresAtMs, nowMs, refreshMarginOnCheckMs);
}

/** Whether the periodic expiry check is due; the caller's timer may fire late, never early. */
export function isExpiryCheckDue(lastCheckAtMs: number | null, nowMs: number): boolean {
  return lastCheckAtMs === null || nowMs - lastCheckAtMs >= expiryCheckIntervalMs;
}

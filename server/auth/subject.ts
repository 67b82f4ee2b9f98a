// The token subject names the signed-in account; a staff member acting as a host carries both, so
// every call knows who acts and for whom (and the audit log can say so).
const separator = "~as~";

export interface Subject {
  readonly accountId: string;
  readonly actingAsHostId: string | undefined;
}

export function parseSubject(sub: string): Subject {
  const at = sub.indexOf(separator);
  if (at < 0) return { accountId: sub, actingAsHostId: undefined };
  return { accountId: sub.slice(0, at), actingAsHostId: sub.slice(at + separator.length) };
}

export function impersonationSubject(staffAccountId: string, hostId: string): string {
  return `${staffAccountId}${separator}${hostId}`;
}

// Which clicks become analytics events (listing spec §2: each account-menu click is tracked in the
// account-navigation category; §6: impersonated sessions are excluded from analytics). Staff acting
// as a host are not the host: their clicks would count as the host's.
import type { UserInfo } from "./user-info.ts";

export interface InteractionEvent {
  readonly event: "user_interaction";
  readonly category: string;
  readonly action: string;
}

export function interactionEvent(
  info: Pick<UserInfo, "isImpersonating"> | undefined,
  tracking: { readonly category: string; readonly action: string },
): InteractionEvent | undefined {
  if (info === undefined || info.isImpersonating) return undefined;
  return { event: "user_interaction", category: tracking.category, action: tracking.action };
}

// Sends an interaction to the analytics tag manager through its data layer (`window.dataLayer`, the
// queue Google Tag Manager and its kin read). The tag itself is the deployment's to add, under the
// visitor's cookie consent; without one the queue is only kept in the page.
import { interactionEvent } from "../../domain/user/interaction-tracking.ts";
import type { UserInfo } from "../../domain/user/user-info.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function trackInteraction(
  info: Pick<UserInfo, "isImpersonating"> | undefined,
  tracking: { readonly category: string; readonly action: string },
): void {
  const event = interactionEvent(info, tracking);
  if (event) (window.dataLayer ??= []).push(event);
}

// What the listing flow's business-model pages let a host choose (listing spec §2, §3: commercial
// models subscription, commission and hybrid). The commission-model page is for hosts under
// commission: they keep it or add a subscription to it (hybrid). The commercial-model page, for B2B
// hosts, offers all three. The order is the one the pages show.
import type { UserInfo } from "../user/user-info.ts";

export type CommercialModel = UserInfo["commercialModel"];

export function commercialModelChoices(
  step: "commission-model" | "commercial-model",
): readonly CommercialModel[] {
  return step === "commission-model" ? ["commission", "hybrid"] : ["commission", "hybrid", "subscription"];
}

// GET /api/app/v2/user/subscription (listing spec §3, §7): the host's leads, unit-publish credits and
// boosts. Asked again each time a boost the host booked is settled by the server, so the quota
// shown follows the boosts.
import { useMemo } from "react";
import { Subscription } from "../../../domain/subscription/subscription.ts";
import { useOutbox } from "../sync/use-outbox.ts";
import { useKeptRead } from "./use-kept-read.ts";

export function useCoinSubscription() {
  const outbox = useOutbox();
  // Changes when a boost leaves the outbox or the server answers it.
  const boostsSettled = useMemo(
    () =>
      outbox
        .filter((e) => e.type === "bookCoinBoost")
        .map((e) => `${e.id}:${e.state}`)
        .join(","),
    [outbox],
  );
  return useKeptRead("hearth.coinSubscription", Subscription, "/api/app/v2/user/subscription", boostsSettled);
}

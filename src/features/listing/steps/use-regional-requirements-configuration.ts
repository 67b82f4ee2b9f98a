// GET /api/app/property-unit/{id}/regional-requirements/configuration (listing spec §3, §7): what the
// unit's country asks, by group and field. Kept on the device per unit, so the step opens offline
// with last time's answer; undefined while asking, null when there is none at all.
import { useEffect, useState } from "react";
import { RegionalRequirementsConfiguration } from "../../../../domain/regional-requirements/regional-requirements.ts";
import { keptAnswer, keptCopy } from "../../../app/kept-answer.ts";
import { useSession } from "../../../app/session.tsx";

const keptKey = (unitId: string) => `hearth.regionalRequirementsConfiguration.${unitId}`;

export function useRegionalRequirementsConfiguration(
  unitId: string,
): RegionalRequirementsConfiguration | null | undefined {
  const { api } = useSession();
  const [configuration, setConfiguration] = useState<RegionalRequirementsConfiguration | null | undefined>(
    () => keptCopy(keptKey(unitId), RegionalRequirementsConfiguration) ?? undefined,
  );
  useEffect(() => {
    let current = true;
    void keptAnswer(keptKey(unitId), RegionalRequirementsConfiguration, () =>
      api.request<unknown>(
        "GET",
        `/api/app/property-unit/${encodeURIComponent(unitId)}/regional-requirements/configuration`,
      ),
    ).then((value) => {
      if (current) setConfiguration(value);
    });
    return () => {
      current = false;
    };
  }, [api, unitId]);
  return configuration;
}

// GET /api/public/settings (operations spec §7): the feature settings and the help contact. Asked
// once per page load, when a part of the shell needs them. The last answer is kept on the device,
// so a start without network shows the same navigation (statistics' earnings, for one) as online.
import { useEffect, useState } from "react";
import { PublicSettings } from "../../domain/configuration/public-settings.ts";
import { keptAnswer, keptCopy } from "./kept-answer.ts";

let asked: Promise<PublicSettings | null> | undefined;
const keptKey = "hearth.publicSettings";
const keptSettings = () => keptCopy(keptKey, PublicSettings);

export const fetchPublicSettings = (): Promise<PublicSettings | null> => {
  // No answer at all (offline, the server unreachable): the kept copy for now, and asked again next
  // time. A refused call is an answer: asked again on the next page load.
  let unreachable = false;
  return (asked ??= keptAnswer(keptKey, PublicSettings, async () => {
    const response = await fetch("/api/public/settings").catch((error: unknown) => {
      unreachable = true;
      throw error;
    });
    if (!response.ok) throw new Error(`public settings: ${response.status}`);
    return (await response.json()) as unknown;
  }).then((settings) => {
    if (unreachable) asked = undefined;
    return settings;
  }));
};

/** `undefined` while asking, then the settings or null when they could not be had. */
export function usePublicSettings(wanted = true): PublicSettings | null | undefined {
  const [settings, setSettings] = useState<PublicSettings | null | undefined>(() =>
    wanted ? (keptSettings() ?? undefined) : undefined,
  );
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void fetchPublicSettings().then((value) => {
      if (current && value !== null) setSettings(value);
      else if (current) setSettings((kept) => kept ?? null);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return settings;
}

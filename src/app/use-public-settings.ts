// GET /api/public/settings (operations spec §7): the feature settings and the help contact. Asked
// once per page load, when a part of the shell needs them. The last answer is kept on the device,
// so a start without network shows the same navigation (statistics' earnings, for one) as online.
import { useEffect, useState } from "react";
import { Schema } from "effect";
import { PublicSettings } from "../../domain/configuration/public-settings.ts";

let asked: Promise<PublicSettings | null> | undefined;
const decode = Schema.decodeUnknownSync(PublicSettings);
const keptKey = "hearth.publicSettings";

function keptSettings(): PublicSettings | null {
  try {
    const kept = localStorage.getItem(keptKey);
    return kept === null ? null : decode(JSON.parse(kept));
  } catch {
    // Nothing kept, storage refused, or kept by an older build in another shape: ask the server.
    return null;
  }
}

function keep(settings: PublicSettings): void {
  try {
    localStorage.setItem(keptKey, JSON.stringify(settings));
  } catch {
    // A full or refused storage only costs the offline start its settings.
  }
}

export const fetchPublicSettings = (): Promise<PublicSettings | null> =>
  (asked ??= fetch("/api/public/settings")
    .then(async (r) => {
      if (!r.ok) return keptSettings();
      const settings = decode(await r.json());
      keep(settings);
      return settings;
    })
    .catch(() => {
      // Offline: the kept answer for now, and asked again next time.
      asked = undefined;
      return keptSettings();
    }));

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

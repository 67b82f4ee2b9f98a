// GET /api/public/settings (operations spec §7): the feature settings and the help contact. Asked
// once per page load, when a part of the shell needs them; null until answered (or offline).
import { useEffect, useState } from "react";
import { Schema } from "effect";
import { PublicSettings } from "../../domain/configuration/public-settings.ts";

let asked: Promise<PublicSettings | null> | undefined;
const decode = Schema.decodeUnknownSync(PublicSettings);

export const fetchPublicSettings = (): Promise<PublicSettings | null> =>
  (asked ??= fetch("/api/public/settings")
    .then(async (r) => (r.ok ? decode(await r.json()) : null))
    .catch(() => {
      // Offline: asked again next time.
      asked = undefined;
      return null;
    }));

/** `undefined` while asking, then the settings or null when they could not be had. */
export function usePublicSettings(wanted = true): PublicSettings | null | undefined {
  const [settings, setSettings] = useState<PublicSettings | null | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void fetchPublicSettings().then((value) => {
      if (current) setSettings(value);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return settings;
}

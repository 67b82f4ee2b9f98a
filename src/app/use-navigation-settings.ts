// The settings the navigation depends on (operations spec §2 Layout, §6), from the server's public
// settings (kept on the device for offline starts), else at a new host's values.
import { useMemo } from "react";
import { defaultNavigationSettings, type NavigationSettings } from "./implemented-screens.ts";
import { usePublicSettings } from "./use-public-settings.ts";

export function useNavigationSettings(): NavigationSettings {
  const settings = usePublicSettings();
  return useMemo(
    () =>
      settings
        ? {
            overviewSetting: settings.overview,
            earningsSetting: settings.earningsOccupancy,
            helpCentreInDesktopNavSetting: settings.helpCentreInDesktopNav,
            helpCentreUrl: settings.helpCentreUrl,
          }
        : defaultNavigationSettings,
    [settings],
  );
}

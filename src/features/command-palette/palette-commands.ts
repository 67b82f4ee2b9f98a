// What the command palette offers: every screen this build has (the navigation's implemented
// areas, so a new screen joins by joining implemented-screens.ts), each reservations and statistics tab, and the
// actions: show the shortcuts, switch language, sign out.
import type { TFunction } from "i18next";
import { desktopNavigationItems } from "../../../domain/navigation/app-navigation.ts";
import { reservationsTabs } from "../../../domain/reservations/reservation-tab.ts";
import {
  languageTag,
  supportedLocales,
  type SupportedLocale,
} from "../../../domain/locale/supported-locale.ts";
import { implementedAreas, type NavigationSettings } from "../../app/implemented-screens.ts";
import { statisticsPath, statisticsTabs } from "../../../domain/navigation/statistics-tabs.ts";

export type PaletteGroup = "screens" | "reservations" | "statistics" | "actions" | "languages";

export interface PaletteCommand {
  readonly id: string;
  readonly label: string;
  readonly group: PaletteGroup;
  readonly run: () => void;
}

export interface PaletteActions {
  navigate(path: string): void;
  showShortcuts(): void;
  switchLanguage(locale: SupportedLocale): void;
}

/** A language's own name for itself ("Deutsch (Deutschland)"): the host may not read the current one. */
function autonym(locale: SupportedLocale): string {
  const tag = languageTag(locale);
  try {
    return new Intl.DisplayNames([tag], { type: "language", languageDisplay: "standard" }).of(tag) ?? locale;
  } catch {
    return locale;
  }
}

export function paletteCommands(
  t: TFunction,
  language: string,
  settings: NavigationSettings,
  actions: PaletteActions,
): PaletteCommand[] {
  const screens = desktopNavigationItems({ ...settings, locale: language })
    .filter((item) => !item.external && implementedAreas.has(item.key as never))
    .map((item): PaletteCommand => ({
      id: `screen:${item.key}`,
      label: t("commandPalette.goTo", { screen: t(item.labelKey ?? "") }),
      group: "screens",
      run: () => actions.navigate(item.href),
    }));
  const tabs = reservationsTabs.map((tab): PaletteCommand => ({
    id: `reservations:${tab}`,
    label: t("commandPalette.reservationsTab", { tab: t(`reservations.tabs.${tab}`) }),
    group: "reservations",
    run: () => actions.navigate(`/reservations/${tab}`),
  }));
  const statistics = statisticsTabs(settings.earningsSetting).map((tab): PaletteCommand => ({
    id: `statistics:${tab}`,
    label: t("commandPalette.statisticsTab", { tab: t(`statistics.tabs.${tab}`) }),
    group: "statistics",
    run: () => actions.navigate(statisticsPath(tab)),
  }));
  const languages = supportedLocales
    .filter((locale) => locale !== language)
    .map((locale): PaletteCommand => ({
      id: `language:${locale}`,
      label: t("commandPalette.switchLanguage", { language: autonym(locale) }),
      group: "languages",
      run: () => actions.switchLanguage(locale),
    }));
  return [
    ...screens,
    ...tabs,
    ...statistics,
    {
      id: "action:shortcuts",
      label: t("commandPalette.showShortcuts"),
      group: "actions",
      run: () => actions.showShortcuts(),
    },
    ...languages,
    {
      id: "action:sign-out",
      label: t("app.signOut"),
      group: "actions",
      run: () => actions.navigate("/logout"),
    },
  ];
}

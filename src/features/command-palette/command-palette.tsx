// Ctrl-K (⌘-K on a Mac) anywhere in the signed-in app opens the command palette. Only the key
// listener is on the first screen; the palette's code loads on first use (the service worker
// keeps it for offline use).
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { languageCookie, type SupportedLocale } from "../../../domain/locale/supported-locale.ts";
import { switchLanguage } from "../../i18n/i18n.ts";
import { lazyWithRetry } from "../../app/lazy-with-retry.ts";
import { withLaterStrings } from "../../i18n/later-strings.ts";
import type { PaletteActions } from "./palette-commands.ts";

const CommandPaletteDialog = lazyWithRetry(
  withLaterStrings(() =>
    import("./command-palette-dialog.tsx").then((m) => ({ default: m.CommandPaletteDialog })),
  ),
);
const PaletteShortcutsDialog = lazyWithRetry(() =>
  import("./palette-shortcuts-dialog.tsx").then((m) => ({ default: m.PaletteShortcutsDialog })),
);

/** Ctrl-K or ⌘-K, whatever has focus: the palette is the way to everything, from anywhere. */
export function isPaletteKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k";
}

export function CommandPalette() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  // Mounted from the first opening on, so closing it keeps the dialog's own focus return.
  const [shortcutsShown, setShortcutsShown] = useState(false);
  if (shortcutsOpen && !shortcutsShown) setShortcutsShown(true);
  // The palette's dialog goes with the palette, so it cannot hand focus back itself: this does.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      setOpen((o) => {
        if (!o && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
        return !o;
      });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const close = useCallback(() => setOpen(false), []);
  // After the dialog has gone: while it is open, the page under it is inert and refuses focus.
  useEffect(() => {
    if (open || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [open]);
  const actions = useMemo(
    (): PaletteActions => ({
      navigate: (path) => void navigate(path),
      showShortcuts: () => setShortcutsOpen(true),
      switchLanguage: (locale: SupportedLocale) => {
        // Kept in the ho_hl cookie, so the choice holds after a reload (operations spec §9).
        document.cookie = `${languageCookie}=${locale}; path=/; max-age=31536000; samesite=lax`;
        void switchLanguage(locale);
      },
    }),
    [navigate],
  );

  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <CommandPaletteDialog actions={actions} onClose={close} />
        </Suspense>
      ) : null}
      {shortcutsShown ? (
        <Suspense fallback={null}>
          <PaletteShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

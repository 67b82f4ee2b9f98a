// The preview's "don't show again" (listing spec §2): once ticked, previews open without asking, on
// this device, until its storage is cleared. Storage refused (private mode) asks every time.
const key = "hearth.previewConfirm.skip";

export function skipsPreviewConfirm(): boolean {
  try {
    return localStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

export function rememberSkipPreviewConfirm(): void {
  try {
    localStorage.setItem(key, "1");
  } catch {
    // Not remembered: the host is asked again next time.
  }
}

// The unit's preview button (listing spec §2, §9): one link opens it; several open a modal (688 wide)
// listing them. Before a preview opens in a new tab a modal asks to confirm, with a "don't show
// again" box that is remembered. No links (publishing still in progress) means nothing to preview.
import { useId, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { UnitLink } from "../../../domain/properties/property-unit.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { rememberSkipPreviewConfirm, skipsPreviewConfirm } from "./preview-confirm-preference.ts";

const previewModalWidth = 688;

function openInNewTab(url: string): void {
  window.open(url, "_blank", "noopener,noreferrer");
}

export function PreviewButton(props: { links: readonly UnitLink[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [listing, setListing] = useState(false);
  const [confirming, setConfirming] = useState<UnitLink | null>(null);
  const [dontAskAgain, setDontAskAgain] = useState(false);
  if (props.links.length === 0) return null;

  const preview = (link: UnitLink) => {
    setListing(false);
    if (skipsPreviewConfirm()) openInNewTab(link.url);
    else setConfirming(link);
  };
  const confirm = () => {
    if (confirming === null) return;
    if (dontAskAgain) rememberSkipPreviewConfirm();
    openInNewTab(confirming.url);
    setConfirming(null);
  };

  return (
    <>
      <button
        type="button"
        className="secondary"
        data-testid="preview-unit"
        onClick={() => {
          const [only] = props.links;
          if (props.links.length === 1 && only !== undefined) preview(only);
          else setListing(true);
        }}
      >
        {t("units.preview.action")}
      </button>
      <Dialog
        open={listing}
        onClose={() => setListing(false)}
        labelledBy={`${id}-links`}
        width={previewModalWidth}
      >
        <h2 id={`${id}-links`}>{t("units.preview.choose")}</h2>
        <ul className="preview-links" data-testid="preview-links">
          {props.links.map((link) => (
            <li key={link.url}>
              <button type="button" className="link-button" onClick={() => preview(link)}>
                {link.name}
              </button>
            </li>
          ))}
        </ul>
        <div className="dialog-actions">
          <button type="button" className="secondary" onClick={() => setListing(false)}>
            {t("units.cancel")}
          </button>
        </div>
      </Dialog>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} labelledBy={`${id}-confirm`}>
        <h2 id={`${id}-confirm`}>{t("units.preview.confirmTitle")}</h2>
        <p>{t("units.preview.confirmText", { name: confirming?.name ?? "" })}</p>
        <label className="checkbox-row">
          <input type="checkbox" checked={dontAskAgain} onChange={(e) => setDontAskAgain(e.target.checked)} />
          {t("units.preview.dontShowAgain")}
        </label>
        <div className="dialog-actions">
          <button type="button" className="secondary" onClick={() => setConfirming(null)}>
            {t("units.cancel")}
          </button>
          <button type="button" onClick={confirm}>
            {t("units.preview.open")}
          </button>
        </div>
      </Dialog>
    </>
  );
}

// The verification banner or header dropdown (operations spec §2 Layout, listing spec §4). Which
// form, tone, text and button is the domain's rule (domain/user/verification-notice.ts).
import { useId } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "../i18n/use-translation.ts";
import { useHeaderDropdown } from "../ui/use-header-dropdown.ts";
import { useUserInfo } from "../features/sync/use-user-info.ts";
import { verificationNotice, type VerificationNotice } from "../../domain/user/verification-notice.ts";
import { usePublicSettings } from "./use-public-settings.ts";

function useNotice(): VerificationNotice | null {
  const info = useUserInfo();
  const { pathname } = useLocation();
  return verificationNotice(info, pathname);
}

function NoticeAction(props: { notice: VerificationNotice; onFollow?: () => void }) {
  const { t } = useTranslation();
  const { button } = props.notice;
  const email = usePublicSettings(button?.kind === "mail-support")?.contact.email;
  if (!button) return null;
  const label = t(`shell.${button.labelKey}`);
  if (button.kind === "mail-support") {
    return email ? (
      <a className="notice-action" href={`mailto:${email}`}>
        {label}
      </a>
    ) : null;
  }
  return (
    <Link className="notice-action" to={button.path} onClick={props.onFollow}>
      {label}
    </Link>
  );
}

/** Across the page, under the header: states that ask the host to act. */
export function VerificationBanner() {
  const { t } = useTranslation();
  const notice = useNotice();
  if (notice?.form !== "banner") return null;
  return (
    <section
      className="verification-banner"
      data-tone={notice.tone}
      aria-label={t("shell.verification.label")}
      data-testid="verification-banner"
    >
      <p>{t(`shell.${notice.messageKey}`)}</p>
      <NoticeAction notice={notice} />
    </section>
  );
}

/** In the header: informative states, folded behind a button. */
export function VerificationDropdown() {
  const { t } = useTranslation();
  const notice = useNotice();
  const { open, setOpen, root, toggle } = useHeaderDropdown();
  const panelId = useId();
  if (notice?.form !== "dropdown") return null;
  return (
    <div className="verification-dropdown" ref={root} data-testid="verification-dropdown">
      <button
        type="button"
        ref={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="verification-mark" aria-hidden="true">
          !
        </span>
        <span className="verification-text">{t("shell.verification.label")}</span>
      </button>
      <div id={panelId} className="verification-panel" data-tone={notice.tone} hidden={!open}>
        <p>{t(`shell.${notice.messageKey}`)}</p>
        <NoticeAction notice={notice} onFollow={() => setOpen(false)} />
      </div>
    </div>
  );
}

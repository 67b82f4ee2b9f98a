// The account menu in the header (listing spec §2 Account): the host's name is a menu button whose
// items come from the domain's rule, in its order, with its divider. WAI-ARIA's menu button pattern:
// Enter, Space or Arrow Down opens it on the first item (Arrow Up on the last), the arrows, Home
// and End move, Escape closes it and gives focus back to the button, Tab leaves it closed. On a
// phone it is a sheet over the page. Each click is tracked in the account-navigation category.
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { AccountMenuLink } from "../../../domain/navigation/account-menu.ts";
import { displayName } from "../../../domain/user/display-name.ts";
import { trackInteraction } from "../../app/track-interaction.ts";
import { useHeaderDropdown } from "../../ui/use-header-dropdown.ts";
import { useUserInfo } from "../sync/use-user-info.ts";
import { AccountIcon } from "./account-icons.tsx";
import { useAccountMenu } from "./use-account-menu.ts";
import "./account.css";

export function AccountMenu() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const { entries, isMobile } = useAccountMenu();
  const { open, setOpen, root, toggle } = useHeaderDropdown();
  const menuId = useId();
  const list = useRef<HTMLUListElement>(null);
  // Which item takes focus when the menu opens: the first, or the last after Arrow Up.
  const focusOnOpen = useRef<"first" | "last">("first");

  const items = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    if (!open) return;
    const all = items();
    (focusOnOpen.current === "first" ? all[0] : all.at(-1))?.focus();
  }, [open]);

  if (!info) return null;
  const name = displayName(info);

  const openAt = (where: "first" | "last") => {
    focusOnOpen.current = where;
    setOpen(true);
  };
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAt(event.key === "ArrowDown" ? "first" : "last");
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp") move(at - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(all.length - 1);
    else if (event.key === "Tab") setOpen(false);
  };
  const chosen = (entry: AccountMenuLink) => {
    trackInteraction(info, entry.tracking);
    setOpen(false);
  };
  const item = (entry: AccountMenuLink) => {
    const content = (
      <>
        {entry.icon ? <AccountIcon name={entry.icon} /> : null}
        <span>{t(entry.labelKey)}</span>
      </>
    );
    const shared = {
      role: "menuitem",
      tabIndex: -1,
      "data-testid": `account-menu-${entry.key}`,
      onClick: () => chosen(entry),
    } as const;
    return entry.external ? (
      <a {...shared} href={entry.href} target="_blank" rel="noreferrer">
        {content}
      </a>
    ) : (
      <Link {...shared} to={entry.href}>
        {content}
      </Link>
    );
  };

  return (
    <div className="account-menu" ref={root} data-sheet={isMobile}>
      <button
        type="button"
        ref={toggle}
        className="account-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t("account.menu.open", { name })}
        data-testid="account-menu-button"
        onClick={() => (open ? setOpen(false) : openAt("first"))}
        onKeyDown={onButtonKey}
      >
        <AccountIcon name="user" />
        <span className="display-name" data-testid="display-name">
          {name}
        </span>
      </button>
      {open && isMobile ? (
        <div className="account-menu-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />
      ) : null}
      <ul
        id={menuId}
        ref={list}
        role="menu"
        aria-label={t("account.menu.title")}
        className="account-menu-panel"
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {entries.map((entry, index) =>
          entry.kind === "divider" ? (
            <li key={`divider-${index}`} role="separator" className="account-menu-divider" />
          ) : (
            <li key={entry.key} role="none">
              {item(entry)}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

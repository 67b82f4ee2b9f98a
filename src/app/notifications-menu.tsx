// The notifications dropdown in the header (listing spec §3, §4): title, the entries newest first,
// an empty state, "mark all as read", and the unread count on the button. Entries come from the
// local store; marking one or all read is an outbox command, drawn at once and undone if the
// server refuses it (the command fails and leaves the overlay). The prompts point at listing steps
// this client has no screen for yet, so an entry is marked read where it stands (docs/decisions.md).
import { useId, useMemo } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import { useHeaderDropdown } from "../ui/use-header-dropdown.ts";
import { notificationItems, unreadNotificationCount } from "../../domain/notifications/notification-list.ts";
import { markAllNotificationsReadPayload } from "../../domain/commands/notification-commands.ts";
import { documentKey } from "../../domain/commands/command.ts";
import { useRecords } from "../features/sync/use-records.ts";
import { useLocalUnits } from "../features/unit-selector/use-local-units.ts";
import { useSession } from "./session.tsx";
import { useToast } from "../ui/toast.tsx";
import { useCommandError } from "../features/reservations/use-command-error.ts";
import { BellIcon } from "../ui/icons.tsx";

export function NotificationsMenu() {
  const { t, i18n } = useTranslation();
  const { engine } = useSession();
  const toast = useToast();
  const describe = useCommandError();
  const records = useRecords();
  const units = useLocalUnits();
  const { open, setOpen, root, toggle } = useHeaderDropdown();
  const panelId = useId();
  const items = useMemo(() => notificationItems(records.notifications.values()), [records.notifications]);
  const unread = unreadNotificationCount(items);
  const unitTitle = useMemo(() => new Map(units.map((u) => [u.id as string, u.title])), [units]);
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language.replace("_", "-"), { dateStyle: "medium" }),
    [i18n.language],
  );

  const markRead = (keys: string[]) => {
    const payload = markAllNotificationsReadPayload(
      items.filter((item) => keys.includes(item.key)),
      new Date().toISOString(),
    );
    if (!payload) return;
    void engine.outbox.enqueue("markNotificationsRead", payload).catch((error: unknown) => {
      toast.show(describe(error), "error");
    });
  };

  return (
    <div className="notifications-menu" ref={root} data-testid="notifications-menu">
      <button
        type="button"
        ref={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t("shell.notifications.button", { count: unread })}
        onClick={() => setOpen((o) => !o)}
      >
        <BellIcon />
        {unread > 0 ? (
          <span className="nav-badge" data-testid="notifications-badge" aria-hidden="true">
            {unread}
          </span>
        ) : null}
      </button>
      <section
        id={panelId}
        className="notifications-panel"
        hidden={!open}
        aria-label={t("shell.notifications.title")}
      >
        <header>
          <h2>{t("shell.notifications.title")}</h2>
          <button
            type="button"
            className="link-button"
            disabled={unread === 0}
            onClick={() => markRead(items.filter((i) => !i.interacted).map((i) => i.key))}
          >
            {t("shell.notifications.markAll")}
          </button>
        </header>
        {!records.ready ? (
          <p className="notifications-empty">{t("shell.notifications.loading")}</p>
        ) : items.length === 0 ? (
          <p className="notifications-empty">{t("shell.notifications.empty")}</p>
        ) : (
          <ul>
            {items.map((item) => {
              const pending = records.pendingByDocument.has(documentKey("notifications", item.key));
              const unit =
                item.unitId === undefined ? undefined : (unitTitle.get(item.unitId) ?? item.unitId);
              return (
                <li key={item.key} data-read={item.interacted} data-pending={pending}>
                  <button
                    type="button"
                    data-testid={`notification-${item.key}`}
                    aria-describedby={`${panelId}-${item.key}-meta`}
                    onClick={() => markRead([item.key])}
                    disabled={item.interacted}
                  >
                    {item.interacted ? null : (
                      // A named image: a plain span may not carry a name (ARIA forbids it without a role).
                      <span
                        className="notification-dot"
                        role="img"
                        aria-label={t("shell.notifications.unread")}
                      />
                    )}
                    <span>{t(`shell.notifications.types.${item.type}`)}</span>
                  </button>
                  <small id={`${panelId}-${item.key}-meta`}>
                    {unit ? `${unit} · ` : ""}
                    {dateFormat.format(new Date(item.createdAt))}
                    {pending ? ` · ${t("shell.notifications.pending")}` : ""}
                  </small>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

// The welcome tour for migrated accounts (operations spec §1): a video modal that greets the host,
// a list modal of the six tutorial videos, and a single-video modal. One native <dialog> holds all
// three views, so focus stays inside it and Esc closes it (src/ui/dialog.tsx). Closing it, however,
// records the welcomeTour interaction through the outbox, so it is shown once even when closed
// offline; the stored user info is marked at once as well (domain/user/welcome-tour.ts).
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../i18n/use-translation.ts";
import { Dialog } from "../ui/dialog.tsx";
import { PlayIcon } from "../ui/icons.tsx";
import { useUserInfo } from "../features/sync/use-user-info.ts";
import { useOutbox } from "../features/sync/use-outbox.ts";
import { useSession } from "./session.tsx";
import { pendingInteractions } from "./pending-interactions.ts";
import {
  shouldShowWelcomeTour,
  welcomeTourInteraction,
  welcomeTourVideos,
  type TourVideo,
} from "../../domain/user/welcome-tour.ts";

type View = { name: "welcome" } | { name: "list" } | { name: "video"; video: TourVideo };

const runningTime = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

export function WelcomeTour() {
  const { t } = useTranslation();
  const { engine, db } = useSession();
  const info = useUserInfo();
  const outbox = useOutbox();
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ name: "welcome" });
  const [closed, setClosed] = useState(false);
  const pending = useMemo(() => pendingInteractions(outbox), [outbox]);
  const open = !closed && shouldShowWelcomeTour(info, pending);

  const close = (then?: string) => {
    setClosed(true);
    void engine.outbox.enqueue("markNotificationsRead", {
      keys: [welcomeTourInteraction],
      now: new Date().toISOString(),
    });
    if (info) void db.collections.meta.upsert({ key: "userInfo", value: { ...info, welcomeTourSeen: true } });
    if (then) void navigate(then);
  };

  return (
    <Dialog open={open} onClose={() => close()} labelledBy="welcome-tour-title">
      <div data-testid="welcome-tour" data-view={view.name}>
        {view.name === "welcome" ? (
          <>
            <h2 id="welcome-tour-title">{t("shell.tour.welcomeTitle")}</h2>
            <div className="tour-poster" aria-hidden="true">
              <PlayIcon className="tour-play" />
            </div>
            <p>{t("shell.tour.welcomeBody")}</p>
            <div className="actions">
              <button type="button" onClick={() => close()}>
                {t("shell.tour.notNow")}
              </button>
              <button type="button" className="primary" onClick={() => setView({ name: "list" })}>
                {t("shell.tour.watch")}
              </button>
            </div>
          </>
        ) : null}
        {view.name === "list" ? (
          <>
            <h2 id="welcome-tour-title">{t("shell.tour.listTitle")}</h2>
            <ol className="tour-list">
              {welcomeTourVideos.map((video, index) => (
                <li key={video.id}>
                  <button
                    type="button"
                    className="tour-item"
                    onClick={() => setView({ name: "video", video })}
                  >
                    <span className="tour-number" aria-hidden="true">
                      {index + 1}
                    </span>
                    <span className="tour-title">{t(video.titleKey)}</span>
                    <span className="tour-time">{runningTime(video.seconds)}</span>
                  </button>
                </li>
              ))}
            </ol>
            <div className="actions">
              <button type="button" className="primary" onClick={() => close()}>
                {t("shell.tour.done")}
              </button>
            </div>
          </>
        ) : null}
        {view.name === "video" ? (
          <>
            <h2 id="welcome-tour-title">{t(view.video.titleKey)}</h2>
            <figure
              className="tour-poster"
              aria-label={t("shell.tour.videoLabel", { title: t(view.video.titleKey) })}
            >
              <PlayIcon className="tour-play" />
              <figcaption>{runningTime(view.video.seconds)}</figcaption>
            </figure>
            <p>{t(view.video.summaryKey)}</p>
            <div className="actions">
              <button type="button" onClick={() => setView({ name: "list" })}>
                {t("shell.tour.back")}
              </button>
              <button type="button" className="primary" onClick={() => close(view.video.tryPath)}>
                {t("shell.tour.tryIt")}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}

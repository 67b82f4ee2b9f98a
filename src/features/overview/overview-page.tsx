// The overview (operations spec §2, /home; subtitle 'pages.home.title'): the host's day at a glance
// from the local store — what waits for an answer, who arrives and leaves today, who is in — and
// the ideal-guest questionnaire with the match it gives. Every number links to the screen that acts
// on it. Shown in the navigation when the overview setting is on.
import { lazy, Suspense, useMemo, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { hostDay } from "../../../domain/overview/host-day.ts";
import { guestMatchLabel, guestMatchLevel } from "../../../domain/guest-profile/guest-match-label.ts";
import { guestPreferencesDocumentId } from "../../../domain/guest-profile/guest-preferences-document.ts";
import { noGuestPreferences } from "../../../domain/guest-profile/guest-preferences.ts";
import { notificationKey } from "../../../domain/notifications/notification-key.ts";
import { markAllNotificationsReadPayload } from "../../../domain/commands/notification-commands.ts";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { useSession } from "../../app/session.tsx";
import { Loading } from "../../ui/loading.tsx";
import { localToday } from "../../ui/local-today.ts";
import { useToast } from "../../ui/toast.tsx";
import { useUserInfo } from "../sync/use-user-info.ts";
import { useRecords } from "../sync/use-records.ts";
import { useReservationsSnapshot } from "../reservations/use-reservations-snapshot.ts";
import { useUnreadChannelCount } from "../inbox/use-inbox-snapshot.ts";
import { displayName } from "../../../domain/user/display-name.ts";
import { canReplyToReview, unitsWithNewReviews } from "../../../domain/reviews/review-document.ts";
import { TasksCard } from "./tasks-card.tsx";
import "./overview.css";

const GuestProfileDialog = lazy(() =>
  import("./guest-profile-dialog.tsx").then((m) => ({ default: m.GuestProfileDialog })),
);

function StayList(props: { stays: readonly ReservationDocument[]; empty: string; testId: string }) {
  if (props.stays.length === 0) return <p className="overview-none">{props.empty}</p>;
  return (
    <ul className="overview-stays" data-testid={props.testId}>
      {props.stays.map((r) => (
        <li key={r.id}>
          <Link to={`/booking-details/${encodeURIComponent(r.id)}`}>{r.guestName}</Link>
          <span>{r.unitTitle}</span>
        </li>
      ))}
    </ul>
  );
}

export function OverviewPage() {
  const { t } = useTranslation();
  const { engine } = useSession();
  const toast = useToast();
  const info = useUserInfo();
  const snapshot = useReservationsSnapshot();
  const records = useRecords();
  const unreadChannels = useUnreadChannelCount();
  const [profileOpen, setProfileOpen] = useState(false);
  const today = localToday();
  const day = useMemo(() => hostDay(snapshot.reservations.values(), today), [snapshot.reservations, today]);
  const newReviewUnits = useMemo(
    () => unitsWithNewReviews(records.reviews.values()).length,
    [records.reviews],
  );
  const unanswered = useMemo(
    () => [...records.reviews.values()].filter(canReplyToReview).length,
    [records.reviews],
  );
  const preferences = records.guestPreferences.get(guestPreferencesDocumentId) ?? noGuestPreferences;
  const level = guestMatchLevel(preferences);

  // The questionnaire done: its prompt in the notifications is answered too.
  const completed = () => {
    toast.show(t("overview.guestProfile.saved"));
    const prompt = notificationKey({ prefix: "notification", type: "describeIdealGuest" });
    const entry = records.notifications.get(prompt);
    const payload = entry ? markAllNotificationsReadPayload([entry], new Date().toISOString()) : undefined;
    // Not stored (a full device): the prompt stays unread, which asks nothing wrong of the host.
    if (payload) void engine.outbox.enqueue("markNotificationsRead", payload).catch(() => undefined);
  };

  const waiting: Array<[string, number, string]> = [
    ["overview.waiting.requests", day.openRequests, "/reservations/requests"],
    ["overview.waiting.inquiries", day.inquiriesToAnswer, "/reservations/inquiries"],
    ["overview.waiting.messages", unreadChannels, "/messages/all?unread=true"],
    ["overview.waiting.reviews", unanswered, "/reviews"],
  ];
  return (
    <main aria-labelledby="overview-title" className="overview">
      <div className="sub-header">
        <h1 id="overview-title">{t("navigation.overview")}</h1>
        <p className="overview-subtitle">{t("pages.home.title", { name: info ? displayName(info) : "" })}</p>
      </div>
      {snapshot.ready && !snapshot.complete ? (
        <p className="overview-loading" role="status">
          {t("statistics.stillLoading")}
        </p>
      ) : null}
      {!snapshot.ready ? (
        <Loading />
      ) : (
        <div className="overview-grid">
          <section
            className="overview-card"
            aria-labelledby="overview-waiting"
            data-testid="overview-waiting"
          >
            <h2 id="overview-waiting">{t("overview.waiting.title")}</h2>
            <ul className="overview-counts">
              {waiting.map(([key, count, to]) => (
                <li key={key}>
                  <Link to={to} data-count={count}>
                    <strong>{count}</strong> {t(key, { count })}
                  </Link>
                </li>
              ))}
            </ul>
            {newReviewUnits > 0 ? (
              <p className="overview-note">
                <Link to="/reviews">{t("overview.waiting.newReviews", { count: newReviewUnits })}</Link>
              </p>
            ) : null}
          </section>
          <section className="overview-card" aria-labelledby="overview-today" data-testid="overview-today">
            <h2 id="overview-today">{t("overview.today.title")}</h2>
            <p className="overview-facts">
              {t("overview.today.inHouse", { count: day.inHouse })} ·{" "}
              {t("overview.today.arrivingSoon", { count: day.arrivingSoon })}
            </p>
            <h3>{t("overview.today.arrivals", { number: day.arrivals.length })}</h3>
            <StayList
              stays={day.arrivals}
              empty={t("overview.today.noArrivals")}
              testId="overview-arrivals"
            />
            <h3>{t("overview.today.departures", { number: day.departures.length })}</h3>
            <StayList
              stays={day.departures}
              empty={t("overview.today.noDepartures")}
              testId="overview-departures"
            />
          </section>
          <section
            className="overview-card"
            aria-labelledby="overview-guest"
            data-testid="overview-guest-profile"
          >
            <h2 id="overview-guest">{t("overview.guestProfile.cardTitle")}</h2>
            <p>
              {t(`overview.guestProfile.match.${guestMatchLabel(preferences)}`)} ·{" "}
              {t("overview.guestProfile.answered", { count: level })}
            </p>
            <p className="overview-note">{t("overview.guestProfile.why")}</p>
            <button
              type="button"
              className="primary"
              disabled={!records.ready}
              onClick={() => setProfileOpen(true)}
            >
              {level === 0 ? t("overview.guestProfile.describe") : t("overview.guestProfile.edit")}
            </button>
          </section>
          <TasksCard />
        </div>
      )}
      {profileOpen ? (
        <Suspense fallback={null}>
          <GuestProfileDialog
            preferences={preferences}
            onClose={(done) => {
              setProfileOpen(false);
              if (done) completed();
            }}
          />
        </Suspense>
      ) : null}
    </main>
  );
}

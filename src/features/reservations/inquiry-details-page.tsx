// /inquiries/{inquiryId}: an inquiry, what overlaps its dates, and its confirm and reject.
// What overlaps comes from the server (blocks are not in the local store yet), so it needs the
// network; the inquiry itself and its actions work offline.
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { canDecideInquiry } from "../../../domain/reservations/inquiry.ts";
import type { InquiryStatus } from "../../../domain/reservations/inquiry.ts";
import { InquiryId } from "../../../domain/reservations/reservation-ids.ts";
import { useReservationsSnapshot } from "./use-reservations-snapshot.ts";
import { ReservationFacts } from "./reservation-facts.tsx";
import { TabBackLink } from "./tab-back-link.tsx";
import { RejectInquiryDialog } from "./reject-inquiry-dialog.tsx";
import { useSendCommand } from "./use-send-command.ts";
import { useStayFormat } from "./use-stay-format.ts";
import { NotFound } from "../../app/not-found.tsx";
import { Loading } from "../../ui/loading.tsx";
import { useSession } from "../../app/session.tsx";
import { useNetworkStatus } from "../../app/use-network-status.ts";
import { useUserInfo } from "../sync/use-user-info.ts";

interface Overlap {
  id: string;
  dateFrom: string;
  dateTo: string;
  source: string;
}

type OverlapState =
  { phase: "loading" } | { phase: "offline" } | { phase: "failed" } | { phase: "loaded"; items: Overlap[] };

export function InquiryDetailsPage() {
  const { t } = useTranslation();
  const { inquiryId } = useParams();
  const snapshot = useReservationsSnapshot();
  const { api } = useSession();
  const info = useUserInfo();
  const send = useSendCommand();
  const online = useNetworkStatus();
  const format = useStayFormat();
  const [rejecting, setRejecting] = useState(false);
  const [overlaps, setOverlaps] = useState<OverlapState>({ phase: "loading" });
  const inquiry = inquiryId ? snapshot.reservations.get(inquiryId) : undefined;
  const status = inquiry?.status;

  useEffect(() => {
    if (!inquiryId) return;
    if (!online) {
      setOverlaps({ phase: "offline" });
      return;
    }
    let current = true;
    setOverlaps({ phase: "loading" });
    api
      .request<{ items: Overlap[] }>(
        "GET",
        `/api/app/booking-inquiries/${encodeURIComponent(inquiryId)}/overlapping-unavailabilities?page=1&limit=20`,
      )
      .then(
        (answer) => current && setOverlaps({ phase: "loaded", items: answer.items }),
        () => current && setOverlaps({ phase: "failed" }),
      );
    return () => {
      current = false;
    };
    // Refresh when the inquiry's state changes: a decision changes what overlaps (spec §4).
  }, [api, inquiryId, online, status]);

  if (info && !info.appFeatures.inquiriesViewAvailable) return <NotFound />;
  if (!snapshot.ready) return <Loading />;
  if (!inquiry || inquiry.kind !== "inquiry") return <NotFound />;
  const decidable = canDecideInquiry(inquiry.status as InquiryStatus);
  const confirm = () =>
    send(
      "confirmInquiry",
      { inquiryId: InquiryId.make(inquiry.id) },
      t("reservations.inquiryConfirmed", { guest: inquiry.guestName }),
    );

  return (
    <main aria-labelledby="inquiry-title">
      <TabBackLink reservation={inquiry} />
      <section className="detail">
        <h1 id="inquiry-title">{t("reservations.inquiryOf", { guest: inquiry.guestName })}</h1>
        <ReservationFacts reservation={inquiry} pending={snapshot.pendingByDocument.has(inquiry.id)} />
        <h2>{t("reservations.overlapsTitle")}</h2>
        <div data-testid="overlaps">
          {overlaps.phase === "loading" ? <p role="status">{t("app.loading")}</p> : null}
          {overlaps.phase === "offline" ? <p>{t("reservations.overlapsOffline")}</p> : null}
          {overlaps.phase === "failed" ? (
            <div className="notice" role="alert">
              <strong>{t("errors.failedLoadTitle")}</strong> {t("errors.failedLoadBody")}
              <button type="button" className="secondary" onClick={() => window.location.reload()}>
                {t("app.reload")}
              </button>
            </div>
          ) : null}
          {overlaps.phase === "loaded" && overlaps.items.length === 0 ? (
            <p>{t("reservations.noOverlaps")}</p>
          ) : null}
          {overlaps.phase === "loaded" && overlaps.items.length > 0 ? (
            <ul>
              {overlaps.items.map((o) => (
                <li key={o.id}>
                  {format({ ...inquiry, checkIn: o.dateFrom, checkOut: o.dateTo }).dates} ·{" "}
                  {t(`reservations.overlapSource.${o.source}`, { defaultValue: o.source })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {decidable ? (
          <div className="actions">
            <button type="button" className="secondary" onClick={() => setRejecting(true)}>
              {t("reservations.reject")}
            </button>
            <button type="button" className="primary" onClick={confirm}>
              {t("reservations.confirm")}
            </button>
          </div>
        ) : null}
      </section>
      <RejectInquiryDialog inquiry={rejecting ? inquiry : undefined} onClose={() => setRejecting(false)} />
    </main>
  );
}

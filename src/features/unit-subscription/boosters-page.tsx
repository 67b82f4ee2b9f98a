// /properties/{propertyId}/units/{unitId}/boosters (listing spec §2, §3, §4, §7): the host's booked
// boosts and a form to book one for a date range (POST /api/app/user/subscription/coin/boost through
// the outbox: shown at once, offline too, sent once). While the user info says coins are off for the
// host the form is disabled and says why; past the boost quota the host is told the boost is paid
// through the payment provider (domain/subscription/coin-boost.ts). A boost the server refuses is
// taken off the list and its reason shown (the unit layout's refused commands).
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { boostRangeProblem, coinBoostOption } from "../../../domain/subscription/coin-boost.ts";
import { Loading } from "../../ui/loading.tsx";
import { localToday } from "../../ui/local-today.ts";
import { useSendCommand } from "../reservations/use-send-command.ts";
import { useOutbox } from "../sync/use-outbox.ts";
import { useUserInfo } from "../sync/use-user-info.ts";
import { useCoinSubscription } from "./use-coin-subscription.ts";
import "./unit-subscription.css";

interface ShownBoost {
  readonly startDate: string;
  readonly endDate: string;
  readonly waiting: boolean;
}

export function BoostersPage() {
  const { t, i18n } = useTranslation();
  const userInfo = useUserInfo();
  const coins = useCoinSubscription().value;
  const outbox = useOutbox();
  const send = useSendCommand();
  const [startDate, setStartDate] = useState("");
  const [endDate, setEndDate] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const start = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLInputElement>(null);

  // The server's booked periods, then the boosts still on their way (a refused one has left: failed).
  const boosts: readonly ShownBoost[] = useMemo(() => {
    const booked = (coins?.boost.scheduledPeriods ?? []).map((p) => ({
      startDate: p.startDate.slice(0, 10),
      endDate: p.endDate.slice(0, 10),
      waiting: false,
    }));
    const waiting = outbox
      .filter((e) => e.type === "bookCoinBoost" && e.state !== "failed")
      .map((e) => e.payload as { startDate: string; endDate: string })
      .map((p) => ({ startDate: p.startDate.slice(0, 10), endDate: p.endDate.slice(0, 10), waiting: true }))
      .filter((w) => !booked.some((b) => b.startDate === w.startDate && b.endDate === w.endDate));
    return [...booked, ...waiting];
  }, [coins, outbox]);

  if (userInfo === undefined || coins === undefined) return <Loading label={t("unitSubscription.loading")} />;
  const option = coinBoostOption(userInfo.isCoinSubscriptionEnabled, coins?.boost);
  const day = (value: string) =>
    new Intl.DateTimeFormat(i18n.language.replace("_", "-"), { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(`${value}T00:00:00Z`),
    );

  return (
    <section className="unit-subscription" aria-labelledby="boosters-title" data-testid="boosters">
      <h2 id="boosters-title">{t("unitSubscription.boosters.title")}</h2>
      <p className="unit-field-hint">{t("unitSubscription.boosters.intro")}</p>
      <h3>{t("unitSubscription.boosters.booked")}</h3>
      {boosts.length === 0 ? (
        <p className="empty" data-testid="no-boosts">
          {coins === null
            ? t("unitSubscription.overview.quotasUnavailable")
            : t("unitSubscription.boosters.none")}
        </p>
      ) : (
        <ul className="boost-list" data-testid="boost-list">
          {boosts.map((b) => (
            <li
              key={`${b.startDate}-${b.endDate}`}
              data-testid="boost"
              data-start={b.startDate}
              data-end={b.endDate}
            >
              {t("unitSubscription.boosters.period", { start: day(b.startDate), end: day(b.endDate) })}
              {b.waiting ? <span className="pending"> {t("unitSubscription.waiting")}</span> : null}
            </li>
          ))}
        </ul>
      )}
      <form
        className="unit-form"
        aria-labelledby="book-boost-title"
        data-testid="book-boost"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const wrong = boostRangeProblem(startDate, endDate);
          if (wrong !== undefined) {
            setProblem(t(`unitSubscription.boosters.problem.${wrong}`));
            (startDate === "" ? start : end).current?.focus();
            return;
          }
          setProblem(undefined);
          send("bookCoinBoost", { startDate, endDate }, t("unitSubscription.boosters.sent"), () => {
            setStartDate("");
            setEndDate("");
          });
        }}
      >
        <h3 id="book-boost-title">{t("unitSubscription.boosters.bookTitle")}</h3>
        {option === "coinsOff" ? (
          <p className="notice" role="note" data-testid="coins-off">
            {t("unitSubscription.boosters.coinsOff")}
          </p>
        ) : option === "payment" ? (
          <p className="unit-field-hint" data-testid="boost-paid">
            {t("unitSubscription.boosters.paid")}
          </p>
        ) : coins === null ? null : (
          <p className="unit-field-hint" data-testid="boost-coins">
            {t("unitSubscription.boosters.withCoins", {
              remaining: Math.max(0, coins.boost.quota - coins.boost.used),
            })}
          </p>
        )}
        <fieldset className="boost-dates" disabled={option === "coinsOff"}>
          <legend className="visually-hidden">{t("unitSubscription.boosters.dates")}</legend>
          <div className="unit-field" data-invalid={problem !== undefined || undefined}>
            <label htmlFor="boost-start">{t("unitSubscription.boosters.start")}</label>
            <input
              ref={start}
              id="boost-start"
              name="startDate"
              type="date"
              min={localToday()}
              value={startDate}
              onChange={(e) => setStartDate(e.target.value)}
            />
          </div>
          <div className="unit-field" data-invalid={problem !== undefined || undefined}>
            <label htmlFor="boost-end">{t("unitSubscription.boosters.end")}</label>
            <input
              ref={end}
              id="boost-end"
              name="endDate"
              type="date"
              min={startDate === "" ? localToday() : startDate}
              value={endDate}
              aria-describedby={problem === undefined ? undefined : "boost-problem"}
              onChange={(e) => setEndDate(e.target.value)}
            />
          </div>
          {problem === undefined ? null : (
            <p id="boost-problem" className="unit-field-error" role="alert">
              {problem}
            </p>
          )}
          <div className="unit-form-actions">
            <button type="submit">{t("unitSubscription.boosters.book")}</button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}

// /legal/atc (operations spec §2): the additional terms and conditions that apply to this host's
// account: how Hearth is paid (commission taken from each payout, or a fixed fee, which also decides
// who files the DAC7 report) and the rules every host's reservations follow.
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useUserInfo } from "../sync/use-user-info.ts";
import { Loading } from "../../ui/loading.tsx";
import "./legal.css";

export function LegalAtcPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  if (!info) return <Loading />;
  const onCommission = info.appFeatures.commissionApplicable;
  return (
    <main className="legal-page" aria-labelledby="atc-title" data-testid="legal-atc-page">
      <h1 id="atc-title">{t("legal.atc.title")}</h1>
      <section aria-labelledby="atc-fees">
        <h2 id="atc-fees">{t("legal.atc.feesTitle")}</h2>
        <p data-testid="atc-fees">{onCommission ? t("legal.atc.commission") : t("legal.atc.fixedFee")}</p>
      </section>
      <section aria-labelledby="atc-reservations">
        <h2 id="atc-reservations">{t("legal.atc.reservationsTitle")}</h2>
        <p>{t("legal.atc.requests")}</p>
        <p>{t("legal.atc.cancellations")}</p>
        <p>{t("legal.atc.reviews")}</p>
      </section>
      <p>
        <Link to="/legal">{t("legal.title")}</Link>
      </p>
    </main>
  );
}

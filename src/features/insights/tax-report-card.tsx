// The DAC7 tax report (operations spec §3, §6, §7): the years with reportable stays, newest first,
// and one year's CSV saved under the name the server's content-disposition gives (else
// report-{year}.csv). Hosts on commission do not see it: the platform reports for them. The report
// is the server's (it covers every unit, whatever the page is narrowed to), so it needs the network.
import { useEffect, useId, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { Schema } from "effect";
import {
  Dac7Availability,
  dac7YearsDescending,
  isTaxReportVisible,
  reportFileName,
} from "../../../domain/tax-report/dac7-report.ts";
import { useSession } from "../../app/session.tsx";
import { useNetworkStatus } from "../../app/use-network-status.ts";
import { useUserInfo } from "../sync/use-user-info.ts";
import { YearSelect } from "./year-select.tsx";

const decodeAvailability = Schema.decodeUnknownSync(Dac7Availability);

export function TaxReportCard() {
  const info = useUserInfo();
  if (!info || !isTaxReportVisible(info.appFeatures)) return null;
  return <TaxReport />;
}

function TaxReport() {
  const { t } = useTranslation();
  const { api } = useSession();
  const online = useNetworkStatus();
  const id = useId();
  const [years, setYears] = useState<readonly number[] | null | undefined>(undefined);
  const [year, setYear] = useState<number | undefined>(undefined);
  const [phase, setPhase] = useState<"idle" | "downloading" | "failed">("idle");

  useEffect(() => {
    if (!online) return;
    let current = true;
    api.request("GET", "/api/app/report/dac7/availability").then(
      (answer) => {
        if (!current) return;
        const offered = dac7YearsDescending(decodeAvailability(answer).years);
        setYears(offered);
        setYear((chosen) => chosen ?? offered[0]);
      },
      () => {
        if (current) setYears(null);
      },
    );
    return () => {
      current = false;
    };
  }, [api, online]);

  const download = async () => {
    if (year === undefined) return;
    setPhase("downloading");
    try {
      const response = await api.fetch(`/api/app/report/dac7/${year}`);
      if (!response.ok) throw new Error(`status ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = reportFileName(response.headers.get("content-disposition"), year);
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked once the browser has taken the file.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setPhase("idle");
    } catch {
      setPhase("failed");
    }
  };

  return (
    <section className="figure-card" aria-labelledby={`${id}-title`} data-testid="tax-report">
      <h2 id={`${id}-title`}>{t("statistics.taxReport.title")}</h2>
      <p className="figure-note">{t("statistics.taxReport.lead")}</p>
      {!online && years === undefined ? (
        <p role="status">{t("statistics.taxReport.offline")}</p>
      ) : years === undefined ? (
        <p role="status">{t("app.loading")}</p>
      ) : years === null ? (
        <p role="alert">{t("statistics.taxReport.failed")}</p>
      ) : years.length === 0 ? (
        <p>{t("statistics.taxReport.none")}</p>
      ) : (
        <div className="toolbar tax-report-actions">
          <YearSelect years={years} value={year} onChange={setYear} testId="tax-report-year" />
          <button
            type="button"
            className="primary"
            disabled={!online || phase === "downloading"}
            onClick={() => void download()}
          >
            {phase === "downloading"
              ? t("statistics.taxReport.downloading")
              : t("statistics.taxReport.download")}
          </button>
          {phase === "failed" ? (
            <span className="error" role="alert">
              {t("statistics.taxReport.downloadFailed")}
            </span>
          ) : null}
        </div>
      )}
    </section>
  );
}

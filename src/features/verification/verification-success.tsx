// /verification/success: the verification is in review; the shell's dropdown says so until staff
// decide, and goes away once it has passed.
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";

export function VerificationSuccess() {
  const { t } = useTranslation();
  return (
    <main className="verification-page" data-testid="verification-success">
      <h1>{t("verification.success.title")}</h1>
      <p>{t("verification.success.body")}</p>
      <p>
        <Link to="/reservations/requests">{t("shell.back.reservations")}</Link>
      </p>
    </main>
  );
}

// /guest/login: a guest signs in with the booking code and the email of the booking, and lands in
// the chat with their host. Errors say what went wrong without telling which of the two was wrong.
import { useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { GuestApiError, guestLogin } from "./guest-api.ts";
import { saveGuestToken } from "./guest-session.ts";
import "./guest.css";

export function GuestLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const errorId = useId();
  const [bookingCode, setBookingCode] = useState("");
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const expired = (location.state as { expired?: boolean } | null)?.expired === true;

  const submit = async () => {
    if (bookingCode.trim() === "" || email.trim() === "") {
      setError(t("guest.login.missing"));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const login = await guestLogin(bookingCode.trim(), email.trim());
      saveGuestToken(login.token, login.expiresIn);
      void navigate("/guest/chat", { replace: true });
    } catch (caught) {
      setBusy(false);
      if (!(caught instanceof GuestApiError)) setError(t("guest.login.offline"));
      else if (caught.status === 429) setError(t("guest.login.tooMany"));
      else if (caught.status >= 500) setError(t("guest.login.failed"));
      else setError(t("guest.login.noMatch"));
    }
  };

  return (
    <main className="guest-page" aria-labelledby="guest-login-title">
      <form
        className="guest-card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h1 id="guest-login-title">{t("guest.login.title")}</h1>
        <p>{t("guest.login.intro")}</p>
        {expired && !error ? (
          <p className="notice info" role="status">
            {t("guest.login.expired")}
          </p>
        ) : null}
        <label htmlFor="guest-booking-code">{t("guest.login.bookingCode")}</label>
        <input
          id="guest-booking-code"
          name="bookingCode"
          autoComplete="off"
          autoCapitalize="characters"
          value={bookingCode}
          aria-invalid={error !== undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setBookingCode(event.target.value)}
          autoFocus
        />
        <label htmlFor="guest-email">{t("guest.login.email")}</label>
        <input
          id="guest-email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={error !== undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error ? (
          <p id={errorId} className="guest-error" role="alert" data-testid="guest-login-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t("guest.login.signingIn") : t("guest.login.submit")}
        </button>
      </form>
    </main>
  );
}

import { Link } from "react-router";
import { useTranslation } from "../i18n/use-translation.ts";
import { useUserInfo } from "../features/sync/use-user-info.ts";

/**
 * The 404 page links to upcoming bookings when the host has bookings, else to the start page,
 * or to a link the caller gives (operations spec §2, Error pages).
 */
export function NotFound(props: { link?: { to: string; label: string } }) {
  const { t } = useTranslation();
  const info = useUserInfo();
  const link =
    props.link ??
    (info?.appFeatures.bookingsAvailable
      ? { to: "/reservations/upcoming", label: t("errors.toUpcoming") }
      : { to: "/", label: t("errors.toHome") });
  return (
    <main className="center-page" data-testid="not-found">
      <h1>{t("errors.notFoundTitle")}</h1>
      <p>{t("errors.notFoundBody")}</p>
      <Link to={link.to}>{link.label}</Link>
    </main>
  );
}

// Routes (operations spec §2): the sign-in callbacks stand outside the session; everything else
// needs a signed-in host. Screens other than the first load as their own chunks.
//
// The routes are objects read by useRoutes under a BrowserRouter, not a data router
// (createBrowserRouter): Hearth loads no data through the router, and the data router's code is
// about 17 KB gzipped of the first screen's JavaScript. Errors a screen throws are caught by
// RouteErrorBoundary instead of errorElement (docs/decisions.md).
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from "react-router";
import { Suspense, useMemo } from "react";
import type { AuthClient } from "./auth-client.ts";
import { SessionProvider } from "./session.tsx";
import { AppShell } from "./app-shell.tsx";
import { FrontDoor } from "./front-door.tsx";
import { Loading } from "../ui/loading.tsx";
import { StartupFailed } from "./startup-failed.tsx";
import { StartingScreen } from "./starting-screen.tsx";
import { NotFound } from "./not-found.tsx";
import { Logout } from "./logout.tsx";
import { RouteErrorBoundary } from "./route-error.tsx";
import { lazyWithRetry } from "./lazy-with-retry.ts";
import { withLaterStrings } from "../i18n/later-strings.ts";
import { UnitArea } from "../features/units/unit-area.ts";
import { ReservationsPage } from "../features/reservations/reservations-page.tsx";

const BookingRequestDetailsPage = lazyWithRetry(() =>
  import("../features/reservations/booking-request-details-page.tsx").then((m) => ({
    default: m.BookingRequestDetailsPage,
  })),
);
const BookingRequestConfirmationPage = lazyWithRetry(() =>
  import("../features/reservations/booking-request-confirmation-page.tsx").then((m) => ({
    default: m.BookingRequestConfirmationPage,
  })),
);

const BookingDetailsPage = lazyWithRetry(() =>
  import("../features/reservations/booking-details-page.tsx").then((m) => ({
    default: m.BookingDetailsPage,
  })),
);
const InquiryDetailsPage = lazyWithRetry(() =>
  import("../features/reservations/inquiry-details-page.tsx").then((m) => ({
    default: m.InquiryDetailsPage,
  })),
);

const CalendarPage = lazyWithRetry(() =>
  import("../features/calendar/calendar-page.tsx").then((m) => ({ default: m.CalendarPage })),
);

const LegalPage = lazyWithRetry(
  withLaterStrings(() => import("../features/legal/legal-page.tsx").then((m) => ({ default: m.LegalPage }))),
);
const LegalAtcPage = lazyWithRetry(
  withLaterStrings(() =>
    import("../features/legal/legal-atc-page.tsx").then((m) => ({ default: m.LegalAtcPage })),
  ),
);
const FeatureTogglePage = lazyWithRetry(
  withLaterStrings(() => import("./feature-toggle-page.tsx").then((m) => ({ default: m.FeatureTogglePage }))),
);
const ChecklistPage = lazyWithRetry(
  withLaterStrings(() =>
    import("../features/checklist/checklist-page.tsx").then((m) => ({ default: m.ChecklistPage })),
  ),
);
const OverviewPage = lazyWithRetry(
  withLaterStrings(() =>
    import("../features/overview/overview-page.tsx").then((m) => ({ default: m.OverviewPage })),
  ),
);
const StatisticsPage = lazyWithRetry(
  withLaterStrings(() =>
    import("../features/insights/statistics-page.tsx").then((m) => ({ default: m.StatisticsPage })),
  ),
);
const StatisticsHome = lazyWithRetry(
  withLaterStrings(() =>
    import("../features/insights/statistics-routes.tsx").then((m) => ({ default: m.StatisticsHome })),
  ),
);
const EarningsGuard = lazyWithRetry(
  withLaterStrings(() =>
    import("../features/insights/statistics-routes.tsx").then((m) => ({ default: m.EarningsGuard })),
  ),
);

const PropertiesPage = lazyWithRetry(
  withLaterStrings(() =>
    import("../features/properties/properties-page.tsx").then((m) => ({ default: m.PropertiesPage })),
  ),
);
const PropertyPage = lazyWithRetry(
  withLaterStrings(() =>
    import("../features/properties/property-page.tsx").then((m) => ({ default: m.PropertyPage })),
  ),
);
// The listing area holds its own routes (src/features/listing/listing-area.tsx), one chunk for all.
const ListingArea = lazyWithRetry(
  withLaterStrings(() =>
    import("../features/listing/listing-area.tsx").then((m) => ({ default: m.ListingArea })),
  ),
);
// The account area: its tabs and their routes load with it (src/features/account/account-area.tsx).
const AccountArea = lazyWithRetry(
  withLaterStrings(() =>
    import("../features/account/account-area.tsx").then((m) => ({ default: m.AccountArea })),
  ),
);
const InboxPage = lazyWithRetry(() =>
  import("../features/inbox/inbox-page.tsx").then((m) => ({ default: m.InboxPage })),
);
const VerificationArea = lazyWithRetry(
  withLaterStrings(() =>
    import("../features/verification/verification-area.tsx").then((m) => ({ default: m.VerificationArea })),
  ),
);
// The sign-in's return (and the silent renewal's frame) finish by loading the app again: their code
// is not part of the app's first screen.
const AuthCallback = lazyWithRetry(() =>
  import("./auth-callback.tsx").then((m) => ({ default: m.AuthCallback })),
);
const SilentCallback = lazyWithRetry(() =>
  import("./auth-callback.tsx").then((m) => ({ default: m.SilentCallback })),
);
// Old booking addresses and the /redirect/* entry points are rare ways in: their code loads when one
// is visited, not with every first screen (the first screen's 250 KB budget).
const LegacyBookingsRedirect = lazyWithRetry(() =>
  import("./legacy-redirects.tsx").then((m) => ({ default: m.LegacyBookingsRedirect })),
);
const LegacyDetailRedirect = lazyWithRetry(() =>
  import("./legacy-redirects.tsx").then((m) => ({ default: m.LegacyDetailRedirect })),
);
const RedirectEntry = lazyWithRetry(() =>
  import("./redirect-entry.tsx").then((m) => ({ default: m.RedirectEntry })),
);
const GuestLoginPage = lazyWithRetry(
  withLaterStrings(() =>
    import("../features/guest/guest-login-page.tsx").then((m) => ({ default: m.GuestLoginPage })),
  ),
);
const GuestChatPage = lazyWithRetry(
  withLaterStrings(() =>
    import("../features/guest/guest-chat-page.tsx").then((m) => ({ default: m.GuestChatPage })),
  ),
);

export function App(props: { auth: AuthClient }) {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <AppRoutes auth={props.auth} />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}

function AppRoutes(props: { auth: AuthClient }) {
  const { auth } = props;
  const routes = useMemo(
    (): RouteObject[] => [
      {
        path: "/auth/callback",
        element: (
          <Suspense fallback={<Loading />}>
            <AuthCallback auth={auth} />
          </Suspense>
        ),
      },
      {
        path: "/auth/silent",
        element: (
          <Suspense fallback={null}>
            <SilentCallback auth={auth} />
          </Suspense>
        ),
      },
      // The legal page is for everyone, signed in or not (its terms of the host's own account are at
      // /legal/atc, which needs the session).
      {
        path: "/legal",
        element: (
          <Suspense fallback={<Loading />}>
            <LegalPage />
          </Suspense>
        ),
      },
      // Guests have their own sign-in (a booking code and an email), outside the host's session.
      {
        path: "/guest",
        children: [
          { index: true, element: <Navigate to="/guest/login" replace /> },
          {
            path: "login",
            element: (
              <Suspense fallback={<Loading />}>
                <GuestLoginPage />
              </Suspense>
            ),
          },
          {
            path: "chat",
            element: (
              <Suspense fallback={<Loading />}>
                <GuestChatPage />
              </Suspense>
            ),
          },
        ],
      },
      {
        path: "/",
        element: (
          <SessionProvider
            auth={auth}
            starting={<StartingScreen auth={auth} />}
            signedOut={<FrontDoor auth={auth} />}
            failed={() => <StartupFailed />}
          >
            <AppShell />
          </SessionProvider>
        ),
        children: [
          {
            children: [
              { index: true, element: <Navigate to="/reservations/requests" replace /> },
              { path: "logout", element: <Logout /> },
              { path: "reservations", element: <Navigate to="/reservations/requests" replace /> },
              { path: "reservations/:tab", element: <ReservationsPage /> },
              { path: "booking-request-details/:id", element: <BookingRequestDetailsPage /> },
              { path: "booking-request-confirmation/:id", element: <BookingRequestConfirmationPage /> },
              { path: "booking-details/:id", element: <BookingDetailsPage /> },
              { path: "inquiries/:inquiryId", element: <InquiryDetailsPage /> },
              { path: "calendar", element: <CalendarPage /> },
              { path: "calendar/:bookingId", element: <CalendarPage /> },
              { path: "messages", element: <Navigate to="/messages/all" replace /> },
              { path: "messages/:channelStatus", element: <InboxPage /> },
              { path: "messages/:channelStatus/:channelId", element: <InboxPage /> },
              { path: "home", element: <OverviewPage /> },
              { path: "properties", element: <PropertiesPage /> },
              { path: "properties/:propertyId", element: <PropertyPage /> },
              { path: "properties/:propertyId/units", element: <PropertyPage /> },
              { path: "properties/:propertyId/about", element: <PropertyPage /> },
              { path: "properties/:propertyId/units/:unitId/*", element: <UnitArea /> },
              { path: "legal/atc", element: <LegalAtcPage /> },
              { path: "feature-toggle/:id", element: <FeatureTogglePage /> },
              { path: "checklist/:propertyId/:unitId", element: <ChecklistPage /> },
              { path: "listing/*", element: <ListingArea /> },
              { path: "account/*", element: <AccountArea /> },
              { path: "insights", element: <StatisticsHome /> },
              { path: "insights/performance/:unitId?", element: <StatisticsPage tab="performance" /> },
              { path: "reviews/:unitId?", element: <StatisticsPage tab="reviews" /> },
              { path: "earnings/:unitId?", element: <EarningsGuard tab="earnings" /> },
              { path: "occupancy/:unitId?", element: <EarningsGuard tab="occupancy" /> },
              { path: "bookings/*", element: <LegacyBookingsRedirect /> },
              {
                path: "booking-requests/:id",
                element: <LegacyDetailRedirect to="booking-request-details" />,
              },
              { path: "booking/:id", element: <LegacyDetailRedirect to="booking-details" /> },
              { path: "redirect/*", element: <RedirectEntry /> },
              { path: "verification/*", element: <VerificationArea /> },
              { path: "404", element: <NotFound /> },
              { path: "*", element: <NotFound /> },
            ],
          },
        ],
      },
    ],
    [auth],
  );
  return useRoutes(routes);
}

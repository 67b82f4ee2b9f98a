// The pages under /properties/{propertyId}/units/{unitId} (listing spec §2), in the order the unit's
// navigation shows them. One list makes both the nested routes and the navigation, so a page added
// here is routed and linked at once, and nothing links to a page that does not exist.
import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { lazyWithRetry } from "../../app/lazy-with-retry.ts";
import { lazyWithPreload } from "../../app/lazy-with-preload.ts";
import { withLaterStrings } from "../../i18n/later-strings.ts";
import { Loading } from "../../ui/loading.tsx";
import type { UnitPage } from "./unit-page.ts";

// Every part is loaded when a unit page is first opened, with the portfolio's strings, so none of it
// weighs on the first screen.
const unitScreen: typeof lazyWithRetry = (load) => lazyWithRetry(withLaterStrings(load));
// What opening a unit shows first, which the properties list fetches ahead (preload-unit-pages.ts).
const UnitLayout = lazyWithPreload(
  withLaterStrings(() => import("./unit-layout.tsx").then((m) => ({ default: m.UnitLayout }))),
);
const UnitOverviewPage = lazyWithPreload(
  withLaterStrings(() => import("./unit-overview-page.tsx").then((m) => ({ default: m.UnitOverviewPage }))),
);

/** Fetches the unit layout, its overview and the portfolio's strings ahead of the first open. */
export const preloadUnitScreens = (): Promise<unknown> =>
  Promise.all([UnitLayout.preload(), UnitOverviewPage.preload()]);
const UnitPhotosPage = unitScreen(() =>
  import("../unit-photos/unit-photos-page.tsx").then((m) => ({ default: m.UnitPhotosPage })),
);
const AmenitiesPage = unitScreen(() =>
  import("./amenities-page.tsx").then((m) => ({ default: m.AmenitiesPage })),
);
const RoomsPage = unitScreen(() => import("./rooms-page.tsx").then((m) => ({ default: m.RoomsPage })));
const AboutPage = unitScreen(() => import("./about-page.tsx").then((m) => ({ default: m.AboutPage })));
const PricePage = unitScreen(() =>
  import("./price-availability-page.tsx").then((m) => ({ default: m.PriceAvailabilityPage })),
);
const BookingPoliciesPage = unitScreen(() =>
  import("./booking-policies-page.tsx").then((m) => ({ default: m.BookingPoliciesPage })),
);
const TaxesAndLawsPage = unitScreen(() =>
  import("./taxes-and-laws-page.tsx").then((m) => ({ default: m.TaxesAndLawsPage })),
);
const SubscriptionPage = unitScreen(() =>
  import("../unit-subscription/subscription-and-boosters-page.tsx").then((m) => ({
    default: m.SubscriptionAndBoostersPage,
  })),
);
const ManageSubscriptionPage = unitScreen(() =>
  import("../unit-subscription/manage-subscription-page.tsx").then((m) => ({
    default: m.ManageSubscriptionPage,
  })),
);
const BoostersPage = unitScreen(() =>
  import("../unit-subscription/boosters-page.tsx").then((m) => ({ default: m.BoostersPage })),
);
const PromotionsPage = unitScreen(() =>
  import("../unit-subscription/promotions-page.tsx").then((m) => ({ default: m.PromotionsPage })),
);

export const unitPages: readonly UnitPage[] = [
  { slug: "", labelKey: "units.nav.overview", element: <UnitOverviewPage /> },
  { slug: "photos", labelKey: "units.nav.photos", element: <UnitPhotosPage /> },
  { slug: "amenities", labelKey: "units.nav.amenities", element: <AmenitiesPage /> },
  { slug: "rooms", labelKey: "units.nav.rooms", element: <RoomsPage /> },
  { slug: "about", labelKey: "units.nav.about", element: <AboutPage /> },
  { slug: "price-and-availability", labelKey: "units.nav.priceAndAvailability", element: <PricePage /> },
  { slug: "booking-policies", labelKey: "units.nav.bookingPolicies", element: <BookingPoliciesPage /> },
  { slug: "taxes-and-laws", labelKey: "units.nav.taxesAndLaws", element: <TaxesAndLawsPage /> },
  {
    slug: "subscription-and-boosters",
    labelKey: "unitSubscription.nav.subscriptionAndBoosters",
    element: <SubscriptionPage />,
  },
  {
    slug: "manage-subscription",
    labelKey: "unitSubscription.nav.manageSubscription",
    element: <ManageSubscriptionPage />,
  },
  { slug: "boosters", labelKey: "unitSubscription.nav.boosters", element: <BoostersPage /> },
  { slug: "promotions", labelKey: "unitSubscription.nav.promotions", element: <PromotionsPage /> },
];

/**
 * The unit's pages as routes under /properties/{propertyId}/units/{unitId}/*: the layout with one
 * nested route per page. The app's router lists the whole area as one preloadable entry
 * (unit-area.ts), so neither this list nor the pages weigh on the first screen's JavaScript.
 */
export function UnitArea() {
  return (
    <Routes>
      <Route
        element={
          <Suspense fallback={<Loading />}>
            <UnitLayout pages={unitPages} />
          </Suspense>
        }
      >
        {unitPages.map((page) => {
          const element = <Suspense fallback={<Loading />}>{page.element}</Suspense>;
          return page.slug === "" ? (
            <Route key="" index element={element} />
          ) : (
            <Route key={page.slug} path={page.slug} element={element} />
          );
        })}
      </Route>
    </Routes>
  );
}

// /listing/* (listing spec §2): the listing area's routes, loaded as one chunk when the host first
// enters it, so nothing of the flow weighs on the first screen.
import { Navigate, Route, Routes } from "react-router";
import { NotFound } from "../../app/not-found.tsx";
import { ListingCompletedPage } from "./listing-completed-page.tsx";
import {
  AddListingPropertyPage,
  CheckEligibilityPage,
  FirstPropertyPage,
  NotEligiblePage,
} from "./listing-entry-pages.tsx";
import { ListingFlowPage } from "./listing-flow-page.tsx";
import { ListingUnitRedirect } from "./listing-unit-redirect.tsx";

export function ListingArea() {
  return (
    <Routes>
      <Route index element={<Navigate to="check-eligibility" replace />} />
      <Route path="check-eligibility" element={<CheckEligibilityPage />} />
      <Route path="onboarding-not-eligible" element={<NotEligiblePage />} />
      <Route path="first-property" element={<FirstPropertyPage />} />
      <Route path="add-property" element={<AddListingPropertyPage />} />
      <Route path="property/:propertyId/unit/:unitId" element={<ListingUnitRedirect />} />
      <Route path="single-unit/:propertyId/:unitId/*" element={<ListingFlowPage family="single-unit" />} />
      {/* Public ids are the ids themselves here (domain/listing/listing-route.ts). */}
      <Route path="multi-unit/:propertyId/:unitId/*" element={<ListingFlowPage family="multi-unit" />} />
      <Route path=":propertyId/:unitId/completed" element={<ListingCompletedPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

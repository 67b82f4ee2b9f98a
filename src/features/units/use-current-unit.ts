// The unit a page under the unit layout edits, handed down by the layout (which has already shown
// the loading and not-found states), with the pending commands applied.
import { useOutletContext } from "react-router";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";

export interface UnitOutletContext {
  readonly unit: UnitDocument;
  readonly countryCode: string | null;
}

export function useCurrentUnit(): UnitOutletContext {
  return useOutletContext<UnitOutletContext>();
}

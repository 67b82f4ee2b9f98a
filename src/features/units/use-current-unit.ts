// The unit a page under the unit layout edits, handed down by the layout (which has already shown
// the loading and not-found states), with the pending commands applied. The listing flow shows some
// of the same pages as its steps outside that layout; it hands the unit down through
// CurrentUnitContext instead, which wins when present.
import { createContext, useContext } from "react";
import { useOutletContext } from "react-router";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";

export interface UnitOutletContext {
  readonly unit: UnitDocument;
  readonly countryCode: string | null;
}

export const CurrentUnitContext = createContext<UnitOutletContext | undefined>(undefined);

export function useCurrentUnit(): UnitOutletContext {
  const fromFlow = useContext(CurrentUnitContext);
  const fromLayout = useOutletContext<UnitOutletContext>();
  return fromFlow ?? fromLayout;
}

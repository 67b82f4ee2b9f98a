// One page under the unit layout: its address, its navigation label and what it shows.
import type { ReactElement } from "react";

export interface UnitPage {
  /** The page's address below the unit's; "" is the unit's root page. */
  readonly slug: string;
  /** i18n key of its navigation label. */
  readonly labelKey: string;
  readonly element: ReactElement;
}

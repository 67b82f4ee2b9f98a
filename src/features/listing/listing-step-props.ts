// What the flow's shell (listing-flow-page.tsx) hands each step, and the contract between them. The
// steps import this file, never the step registry (listing-step-views.tsx), which imports them.
// - The shell renders the step's component with ListingStepProps and owns the header, the progress
//   and the Back/Continue buttons (Enter continues, Esc goes back a step).
// - A step with a form calls `registerSave(save)` while it is shown (from an effect, re-registering
//   when what it would save changes; `registerSave(undefined)` on unmount is not needed, the shell
//   forgets a step's save when the step changes). When the host continues, the shell calls `save()`:
//   it checks the step's fields (showing the problems under their fields, focus on the first) and
//   answers false to stay on the step, or sends the step's data as outbox commands and answers true.
//   The shell then sends saveListingProgress with the step marked completed and moves on. So a step
//   never sends the progress itself, and never navigates.
// - A step without a form registers nothing: continuing marks it completed.
// - A step whose data is kept elsewhere (an upload, the verification area) registers a save that
//   answers false (with its message shown) while that data is missing, so it is complete only when
//   the data exists.
// - A step not in the registry shows the shell's "not available here" panel, and continuing passes
//   over it without marking it completed.
import type { PropertyId, UnitId } from "../../../domain/ids.ts";
import type { ListingFlow } from "../../../domain/listing/listing-flow.ts";
import type { CatalogueStep } from "../../../domain/listing/listing-step-catalogue.ts";

/** Saves a step when the host continues; true once its data is in the outbox (or nothing was needed). */
export type ListingStepSave = () => Promise<boolean> | boolean;

export interface ListingStepProps {
  readonly propertyId: PropertyId;
  readonly unitId: UnitId;
  readonly flow: ListingFlow;
  /** The step shown, with its attributes (group, effort, formless). */
  readonly step: CatalogueStep;
  /** Hands the shell the step's save for the next Continue; see the comment at the top. */
  readonly registerSave: (save: ListingStepSave | undefined) => void;
}

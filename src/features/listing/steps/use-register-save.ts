// Hands the shell the step's latest save: re-registered on every render, so Continue always saves
// what is on screen now, never what was typed when the step first drew.
import { useEffect } from "react";
import type { ListingStepProps, ListingStepSave } from "../listing-step-props.ts";

export function useRegisterSave(register: ListingStepProps["registerSave"], save: ListingStepSave): void {
  useEffect(() => register(save));
}

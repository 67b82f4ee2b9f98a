// The search a list applies (listing spec §5): the box's text once the host has stopped typing for
// the debounce, and only when it differs by more than whitespace from the search applied before, so
// "sea view " neither waits again nor filters again.
import { useEffect, useState } from "react";
import { isSameSearch, listSearchDebounceMs } from "../../../domain/search/search-input.ts";

export function useDebouncedSearch(typed: string, ms: number = listSearchDebounceMs): string {
  const [applied, setApplied] = useState(typed);
  useEffect(() => {
    if (isSameSearch(applied, typed)) return;
    const timer = setTimeout(() => setApplied(typed), ms);
    return () => clearTimeout(timer);
  }, [typed, applied, ms]);
  return applied;
}

// What the host typed into a step, kept on the device as they type, so a reload (or the tab closed
// offline) brings the step back with it. A step drops its draft once its save is in the outbox: from
// then on the unit itself (with the pending command applied) holds the same values.
import { useCallback, useEffect, useState } from "react";

const keyOf = (unitId: string, step: string) => `hearth.listingDraft.${unitId}.${step}`;

function readDraft<T>(key: string): T | undefined {
  try {
    const text = localStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

export function useStepDraft<T>(unitId: string, step: string, initial: () => T) {
  const key = keyOf(unitId, step);
  const [values, setValues] = useState<T>(() => ({ ...initial(), ...readDraft<T>(key) }));
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!touched) return;
    try {
      localStorage.setItem(key, JSON.stringify(values));
    } catch {
      // A full or blocked storage only loses the draft, never the step's save.
    }
  }, [key, values, touched]);
  const set = useCallback((patch: Partial<T>) => {
    setTouched(true);
    setValues((current) => ({ ...current, ...patch }));
  }, []);
  const clear = useCallback(() => {
    setTouched(false);
    localStorage.removeItem(key);
  }, [key]);
  return { values, set, clear };
}

// The calendar's keys, listened for on the whole page so they work wherever focus is, except in a
// field or a dialog (whose keys they are) and Enter or space on a button or link, which activate it.
import { useEffect, useRef } from "react";
import { isTypingTarget, type KeyHandlers } from "../../ui/use-list-keys.ts";

const activatesTarget = (event: KeyboardEvent) =>
  (event.key === "Enter" || event.key === " ") &&
  event.target instanceof HTMLElement &&
  event.target.closest("button, a") !== null;

export function useCalendarKeys(handlers: KeyHandlers): void {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target) || activatesTarget(event)) return;
      const handler = current.current[event.key];
      if (!handler) return;
      event.preventDefault();
      handler(event);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}

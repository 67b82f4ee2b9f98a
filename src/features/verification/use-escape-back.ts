// Esc goes back a step (listing spec's keyboard-completable forms): to the step before, or to the
// verification's landing page from the first. A key another control handled (a select's list
// closing) is left alone.
import { useEffect } from "react";
import { useNavigate } from "react-router";

export function useEscapeBack(to: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      void navigate(to);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [navigate, to]);
}

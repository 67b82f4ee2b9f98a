import { useCallback, useRef } from "react";
import { useNavigate } from "react-router";

/**
 * Navigates once the frame after this one is painted. For a control that shows its result itself
 * at once (a tab drawn from the local store): the router's navigation (history.pushState, and the
 * route tree rendered again as a transition) then no longer stands between the click and the
 * painted result. A later call cancels an earlier one still waiting, so two quick clicks end where
 * the second one points.
 */
export function useNavigateAfterPaint(): (to: string) => void {
  const navigate = useNavigate();
  const latest = useRef(0);
  return useCallback(
    (to: string) => {
      const mine = ++latest.current;
      requestAnimationFrame(() =>
        window.setTimeout(() => {
          if (latest.current === mine) void navigate(to);
        }, 0),
      );
    },
    [navigate],
  );
}

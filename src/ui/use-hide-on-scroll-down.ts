// The mobile bottom bar gets out of the way while the host scrolls down and returns on the way up.
import { useEffect, useState } from "react";

export function useHideOnScrollDown(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = 0;
    // Lists scroll inside their own containers, so listen to every scroll, not only the window's.
    const onScroll = (event: Event) => {
      const target = event.target instanceof HTMLElement ? event.target : document.scrollingElement;
      const top = target?.scrollTop ?? 0;
      if (Math.abs(top - last) < 8) return;
      setHidden(top > last && top > 40);
      last = top;
    };
    document.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => document.removeEventListener("scroll", onScroll, { capture: true });
  }, []);
  return hidden;
}

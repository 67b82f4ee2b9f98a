// Whether the first screen has its rows: parts of the frame that are not needed to draw them (the
// notifications menu) load their code after that, so it is not among what a first start downloads
// before its first row (issue 6's initial JavaScript budget).
import { useEffect, useState } from "react";
import { useSession } from "./session.tsx";

export function useAfterFirstScreen(): boolean {
  const { engine } = useSession();
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let live = true;
    void engine.firstScreenRows.then(() => {
      if (live) setAfter(true);
    });
    return () => {
      live = false;
    };
  }, [engine]);
  return after;
}

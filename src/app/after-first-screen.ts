// Whether the first screen has its rows and the page has painted them: parts of the frame that are
// not needed to draw them (the notifications menu) load their code after that, so it is not among
// what a first start downloads before its first row (the 250 KB budget of initial JavaScript). The rows
// being in the store is not enough: they are drawn a frame or more later, and a chunk asked for in
// between still comes before the row, so the page's next idle moment is waited for too.
import { useEffect, useState } from "react";
import { useSession } from "./session.tsx";
import { whenIdle } from "../../sync/when-idle.ts";

export function useAfterFirstScreen(): boolean {
  const { engine } = useSession();
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let live = true;
    void engine.firstScreenRows.then(whenIdle).then(() => {
      if (live) setAfter(true);
    });
    return () => {
      live = false;
    };
  }, [engine]);
  return after;
}

// A header dropdown's open state: Escape closes it and gives focus back to its button, a pointer
// press outside closes it. Shared by the verification and the notifications dropdowns.
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";

export function useHeaderDropdown(): {
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  root: React.RefObject<HTMLDivElement | null>;
  toggle: React.RefObject<HTMLButtonElement | null>;
} {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);
  return { open, setOpen, root, toggle };
}

// A modal dialog on the native <dialog>: the page behind it is inert, Esc closes it, and focus returns
// to what opened it. Tab and Shift-Tab wrap around inside it: the browser alone would let focus
// leave the page for its own toolbar after the last control.
import { useEffect, useRef, type ReactNode } from "react";

const focusableSelector = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function Dialog(props: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  width?: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={props.labelledBy}
      className="dialog"
      style={{ width: `min(${props.width ?? 688}px, 94vw)` }}
      onClose={props.onClose}
      onKeyDown={(event) => {
        if (event.key !== "Tab" || !ref.current) return;
        const focusable = [...ref.current.querySelectorAll<HTMLElement>(focusableSelector)].filter(
          (el) => !el.hasAttribute("disabled") && el.getClientRects().length > 0,
        );
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
    >
      {props.open ? props.children : null}
    </dialog>
  );
}

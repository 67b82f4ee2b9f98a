// A modal dialog on the native <dialog>: the browser traps focus, Esc closes it, and focus returns
// to what opened it.
import { useEffect, useRef, type ReactNode } from "react";

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
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
    >
      {props.open ? props.children : null}
    </dialog>
  );
}

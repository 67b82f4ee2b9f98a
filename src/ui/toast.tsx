// Short confirmations and errors, announced to screen readers, gone after a few seconds.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

type Tone = "info" | "error";
interface Toast {
  id: number;
  text: string;
  tone: Tone;
}

const ToastContext = createContext<{ show(text: string, tone?: Tone): void }>({ show: () => undefined });

export function useToast() {
  return useContext(ToastContext);
}

export function ToastProvider(props: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const show = useCallback((text: string, tone: Tone = "info") => {
    const id = ++next.current;
    setToasts((list) => [...list.slice(-2), { id, text, tone }]);
    setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), 4000);
  }, []);
  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      {props.children}
      <div
        aria-live="polite"
        style={{
          position: "fixed",
          bottom: "1rem",
          left: "50%",
          transform: "translateX(-50%)",
          display: "grid",
          gap: "0.5rem",
          zIndex: 50,
        }}
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.tone === "error" ? "alert" : "status"}
            data-testid="toast"
            style={{
              background: toast.tone === "error" ? "#a4230b" : "#1d1b18",
              color: "#fff",
              padding: "0.7rem 1rem",
              borderRadius: 8,
            }}
          >
            {toast.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

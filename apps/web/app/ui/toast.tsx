import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CloseIcon } from './icons.tsx';
import styles from './toast.module.css';

/** A notification stays 5 seconds. */
export const NOTIFICATION_MS = 5000;

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastMessage {
  id: string;
  message: string;
  tone?: ToastTone;
}

interface ToastApi {
  show(toast: Omit<ToastMessage, 'id'> & { id?: string }): void;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

let counter = 0;

/** Notifications: `useToast().show({ message })`; polite for information, assertive for errors. */
export function ToastProvider({ children, initial }: { children: ReactNode; initial?: ToastMessage | null }) {
  const [toasts, setToasts] = useState<ToastMessage[]>(() => (initial ? [initial] : []));
  const seen = useRef(new Set<string>(initial ? [initial.id] : []));

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((toast: Omit<ToastMessage, 'id'> & { id?: string }) => {
    const id = toast.id ?? `toast-${++counter}`;
    if (seen.current.has(id)) return;
    seen.current.add(id);
    setToasts((list) => [...list.slice(-2), { ...toast, id }]);
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  // A message carried by the next page load (loader data) is shown once.
  useEffect(() => {
    if (initial) show(initial);
  }, [initial, show]);

  const polite = toasts.filter((t) => t.tone !== 'danger');
  const assertive = toasts.filter((t) => t.tone === 'danger');
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className={styles.region} aria-label="Notifications">
        <div role="status" aria-live="polite" className={styles.list}>
          {polite.map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
        <div role="alert" aria-live="assertive" className={styles.list}>
          {assertive.map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

/** One notification: closes itself after 5 s; hovering or focusing it pauses the countdown. */
function Toast({ toast, onDismiss }: { toast: ToastMessage; onDismiss: (id: string) => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(NOTIFICATION_MS);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, toast.id, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering or focusing a notification only pauses its countdown (WCAG 2.2.1)
    <div
      className={`${styles.toast} ${styles[toast.tone ?? 'info']}`}
      data-toast=""
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className={styles.message}>{toast.message}</p>
      <button
        type="button"
        className={styles.close}
        onClick={() => onDismiss(toast.id)}
        aria-label="Fermer la notification"
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() outside <ToastProvider>');
  return api;
}

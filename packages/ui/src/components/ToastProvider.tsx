import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Toast.module.css';
import { Toast, type ToastData, type ToastTone } from './Toast';

/** How long a toast stays, unless told otherwise (spec: 2200 ms). */
export const TOAST_DEFAULT_MS = 2200;

export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds before it disappears (default 2200). */
  duration?: number;
}

export interface ToastApi {
  show(message: string, options?: ToastOptions): number;
  success(message: string, options?: Omit<ToastOptions, 'tone'>): number;
  error(message: string, options?: Omit<ToastOptions, 'tone'>): number;
  info(message: string, options?: Omit<ToastOptions, 'tone'>): number;
  dismiss(id: number): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Lets an open modal dialog take the toasts in: the page behind it is inert, so toasts left there could be neither read nor closed. */
const ToastHostContext = createContext<((host: HTMLElement) => () => void) | null>(null);

/** Where an open modal dialog shows the area's toasts (render it inside the `<dialog>`). */
export function ToastOutlet() {
  const register = useContext(ToastHostContext);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => (register && ref.current ? register(ref.current) : undefined), [register]);
  return <div ref={ref} />;
}

/** Holds the toasts of an area and renders them in one polite status region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);
  // The open dialogs' outlets, the last opened on top.
  const [hosts, setHosts] = useState<HTMLElement[]>([]);
  const registerHost = useCallback((host: HTMLElement) => {
    setHosts((list) => [...list, host]);
    return () => setHosts((list) => list.filter((h) => h !== host));
  }, []);

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    (message: string, { tone = 'info', duration = TOAST_DEFAULT_MS }: ToastOptions = {}) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message, tone }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, options) => show(message, { ...options, tone: 'success' }),
      error: (message, options) => show(message, { ...options, tone: 'error' }),
      info: (message, options) => show(message, { ...options, tone: 'info' }),
    }),
    [show, dismiss],
  );

  const region = (
    <div role="status" aria-live="polite" aria-atomic="false" className={styles.region} data-testid="toasts">
      {toasts.map((t) => (
        <Toast key={t.id} toast={t} onDismiss={dismiss} />
      ))}
    </div>
  );
  const host = hosts[hosts.length - 1];

  return (
    <ToastContext.Provider value={api}>
      <ToastHostContext.Provider value={registerHost}>{children}</ToastHostContext.Provider>
      {host ? createPortal(region, host) : region}
    </ToastContext.Provider>
  );
}

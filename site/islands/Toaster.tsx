import { useCallback, useEffect, useRef, useState } from 'react';
import { addToast, removeToast, TOAST_DURATION_MS, TOAST_EVENT, type Toast } from './toast.ts';

const kindClasses: Record<Toast['kind'], string> = {
  success: 'border-l-amber-500',
  info: 'border-l-indigo-400',
  error: 'border-l-red-500',
};

/**
 * Mount once per page, with client:load, so toasts from other islands have somewhere to go.
 * The live region is rendered empty from the start: screen readers only announce changes to a
 * region that already existed. The toasts carry no role of their own: nested live regions make
 * some screen readers read a message twice.
 */
export default function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  useEffect(() => {
    const onToast = (event: CustomEvent<{ message: string; kind: Toast['kind'] }>) => {
      const { message, kind } = event.detail;
      setToasts((current) => addToast(current, { id: nextId.current++, message, kind: kind ?? 'success' }));
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  const dismiss = useCallback((id: number) => setToasts((current) => removeToast(current, id)), []);

  return (
    <div
      aria-live="polite"
      aria-atomic="false"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 print:hidden"
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
      ))}
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  // Hovering or focusing a toast holds it open, so nobody loses a message they are reading.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [held, toast.id, onDismiss]);

  return (
    <div
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-xl border-l-4 bg-slate-900 py-3 pl-4 pr-2 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900 ${kindClasses[toast.kind]}`}
    >
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label="Dismiss notification"
        className="rounded-md p-1 text-slate-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-500 dark:text-slate-600 dark:hover:text-slate-900"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M5 5l10 10M15 5L5 15" />
        </svg>
      </button>
    </div>
  );
}

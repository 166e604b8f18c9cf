// A page-wide toast channel: any island calls toast(...) and the one <Toaster> island shows it.
// A window event keeps islands independent: they share no React tree and no module state
// once Astro has bundled them separately.
export type ToastKind = 'success' | 'error' | 'info';

export interface ToastDetail {
  message: string;
  kind: ToastKind;
}

export interface Toast extends ToastDetail {
  id: number;
}

export const TOAST_EVENT = 'rd:toast';
export const TOAST_DURATION_MS = 3500;
export const MAX_VISIBLE_TOASTS = 3;

declare global {
  interface WindowEventMap {
    [TOAST_EVENT]: CustomEvent<ToastDetail>;
  }
}

export function toast(message: string, kind: ToastKind = 'success'): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ToastDetail>(TOAST_EVENT, { detail: { message, kind } }));
}

/** Appends a toast, keeping only the newest few so a burst of clicks cannot fill the screen. */
export function addToast(toasts: readonly Toast[], next: Toast): Toast[] {
  return [...toasts, next].slice(-MAX_VISIBLE_TOASTS);
}

export function removeToast(toasts: readonly Toast[], id: number): Toast[] {
  return toasts.filter((t) => t.id !== id);
}

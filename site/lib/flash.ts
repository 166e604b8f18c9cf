/**
 * A toast that survives one navigation: "Please sign in to access this page", then /auth shows it. Kept in
 * sessionStorage (this tab only) and shown once by the page the reader lands on.
 */
import { toast, type ToastKind } from './toast.ts';

const FLASH_KEY = 'rd:flash';

export function setFlash(message: string, kind: ToastKind = 'error'): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ message, kind }));
  } catch {
    // Storage disabled: the redirect still happens, without the message.
  }
}

export function showFlash(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const { message, kind } = JSON.parse(raw) as { message: string; kind: ToastKind };
    if (message) toast(message, kind);
  } catch {
    // A malformed entry is dropped.
  }
}

/** Sends the reader elsewhere with a message to show there. */
export function redirectWithMessage(path: string, message: string, kind: ToastKind = 'error'): void {
  setFlash(message, kind);
  window.location.assign(path);
}

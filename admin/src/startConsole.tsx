// Before any schema loads: zod must not try eval under the console's Content-Security-Policy.
import '@lib/zod-csp.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

/** The console's app (react-admin, Material UI, supabase-js) in `root`, replacing whatever the light form left there. */
export function startConsole(root: HTMLElement): void {
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

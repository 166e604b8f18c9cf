/** Checks every BLOCK_CHECK_INTERVAL_MS whether the signed-in admin was blocked; if so signs the console out. */
import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { supabase } from '../supabase.ts';
import { BLOCK_CHECK_INTERVAL_MS, BLOCKED_ROUTE, consoleUserBlocked } from '../providers/blockedAccount.ts';

export function useBlockedWatch(): void {
  const logout = useLogout();
  useEffect(() => {
    let leaving = false;
    const timer = window.setInterval(() => {
      void consoleUserBlocked(supabase).then((blocked) => {
        if (!blocked || leaving) return;
        leaving = true;
        // Signed out of the shared session in this browser, then the message page.
        void logout({}, BLOCKED_ROUTE);
      });
    }, BLOCK_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [logout]);
}

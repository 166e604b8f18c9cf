/**
 * Keeps the console's pages hidden until the session has passed the second factor: at aal1 it sends the admin to
 * the enrolment or code screen. (react-admin signs out when checkAuth fails, so the aal check cannot live there:
 * the admin must keep the aal1 session to step it up.)
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { supabase } from '../../supabase.ts';
import { needsSecondFactor, SECOND_FACTOR_ROUTE } from '../../providers/secondFactor.ts';

export function SecondFactorGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<'checking' | 'passed' | 'needed'>('checking');
  const location = useLocation();
  useEffect(() => {
    let live = true;
    const check = () =>
      needsSecondFactor(supabase).then(
        (needed) => live && setState(needed ? 'needed' : 'passed'),
        () => live && setState('needed'),
      );
    void check();
    // A session that changes under the console (another tab, a factor reset) is checked again; deferred, as
    // supabase-js holds its session lock while it runs these callbacks.
    const { data } = supabase.auth.onAuthStateChange(() => void setTimeout(check, 0));
    return () => {
      live = false;
      data.subscription.unsubscribe();
    };
  }, []);
  // The screen asked for (an "Edit in Admin" link from the site, say) opens once the code is in.
  if (state === 'needed') return <Navigate to={SECOND_FACTOR_ROUTE} replace state={{ next: `${location.pathname}${location.search}` }} />;
  return state === 'passed' ? <>{children}</> : null;
}

import { Admin, CustomRoutes, Resource } from 'react-admin';
import { HashRouter, Route } from 'react-router-dom';
import { ForgotPasswordPage } from 'ra-supabase';
import { supabase, supabaseAnonKey, supabaseUrl } from './supabase.ts';
import { ACCESS_DENIED_ROUTE, adminAuthProvider } from './providers/authProvider.ts';
import { adminDataProvider } from './providers/dataProvider.ts';
import { i18nProvider } from './i18nProvider.ts';
import { adminTheme } from './theme.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { AdminLoginPage } from './auth/AdminLoginPage.tsx';
import { NotAnAdminPage } from './auth/NotAnAdminPage.tsx';
import { AccountBlockedPage } from './auth/AccountBlockedPage.tsx';
import { BLOCKED_ROUTE } from './providers/blockedAccount.ts';
import { SECOND_FACTOR_ROUTE } from './providers/secondFactor.ts';
import { SecondFactorPage } from './auth/mfa/SecondFactorPage.tsx';
import { SET_PASSWORD_ROUTE, SetPasswordPage } from './auth/recovery/SetPasswordPage.tsx';
import { Panel } from './panel/Panel.tsx';
import { GeneratorPage } from './generator/GeneratorPage.tsx';
import { DevotionalCreatePage, DevotionalEditPage } from './devotionals/DevotionalEditPage.tsx';
import devotionals from './devotionals/index.ts';
import tags from './tags/index.ts';
import series from './series/index.ts';
import confessions from './confessions/index.ts';
import users from './users/index.ts';
import feedback from './feedback/index.ts';
import siteSettings from './site-settings/index.ts';
import inbox from './inbox/index.ts';

const authProvider = adminAuthProvider(supabase);
const dataProvider = adminDataProvider(supabase, supabaseUrl, supabaseAnonKey);

/**
 * The console's own hash router, with router updates outside React transitions. react-admin would make a HashRouter
 * whose location changes are transitions; with no session, its sign-out-and-go-to-/login step then lost the race to
 * the auth check it restarts (an urgent update) for seconds on end, pushing #/login over a thousand times before the
 * sign-in page could render. Urgent router updates land with the check, so the sign-in page shows at once.
 */
export function App() {
  return (
    <HashRouter useTransitions={false}>
      <AdminApp />
    </HashRouter>
  );
}

function AdminApp() {
  return (
    <Admin
      title="Reformed Devotionals Admin"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={adminTheme}
      loginPage={AdminLoginPage}
      layout={AdminLayout}
      dashboard={Panel}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path={ForgotPasswordPage.path} element={<ForgotPasswordPage />} />
        <Route path={SET_PASSWORD_ROUTE} element={<SetPasswordPage />} />
        <Route path={ACCESS_DENIED_ROUTE} element={<NotAnAdminPage />} />
        <Route path={BLOCKED_ROUTE} element={<AccountBlockedPage />} />
        <Route path={SECOND_FACTOR_ROUTE} element={<SecondFactorPage />} />
      </CustomRoutes>
      <CustomRoutes>
        {/* The spec's /admin/devotional/edit/{id}; admin/index.html turns the path into this hash route. */}
        <Route path="/devotional/edit/:id" element={<DevotionalEditPage />} />
        <Route path="/devotional/create" element={<DevotionalCreatePage />} />
        <Route path="/devotional-generator" element={<GeneratorPage />} />
      </CustomRoutes>
      <Resource name="devotionals" {...devotionals} />
      <Resource name="tags" {...tags} />
      <Resource name="series" {...series} />
      <Resource name="confessions" {...confessions} />
      <Resource name="users" {...users} />
      <Resource name="feedback" {...feedback} />
      <Resource name="site-settings" {...siteSettings} />
      <Resource name="inbox" {...inbox} />
    </Admin>
  );
}

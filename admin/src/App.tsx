import { Admin, CustomRoutes, Resource } from 'react-admin';
import { HashRouter, Route } from 'react-router-dom';
import { ForgotPasswordPage } from 'ra-supabase';
import { supabase, supabaseAnonKey, supabaseUrl } from './supabase.ts';
import { ACCESS_DENIED_ROUTE, adminAuthProvider } from './providers/authProvider.ts';
import { sessionStorageKey } from '@lib/account/shared-session.ts';
import { deferredDataProvider } from './providers/deferredDataProvider.ts';
import { i18nProvider } from './i18nProvider.ts';
import { adminTheme } from './theme.ts';
import { AdminLoginPage } from './auth/AdminLoginPage.tsx';
import { BLOCKED_ROUTE } from './providers/blockedAccount.ts';
import { SECOND_FACTOR_ROUTE } from './providers/secondFactor.ts';
import { SET_PASSWORD_ROUTE } from './auth/recovery/setPasswordRoute.ts';
import { lazyScreen } from './common/lazyScreen.tsx';
import devotionals from './devotionals/index.ts';
import tags from './tags/index.ts';
import series from './series/index.ts';
import confessions from './confessions/index.ts';
import users from './users/index.ts';
import feedback from './feedback/index.ts';
import siteSettings from './site-settings/index.ts';
import inbox from './inbox/index.ts';

// Only the sign-in page, the providers and react-admin's core load up front; the layout, the panel and every
// other screen are fetched when first shown (docs/admin-console.md, "How the console is split").
const AdminLayout = lazyScreen(() => import('./layout/AdminLayout.tsx').then((m) => m.AdminLayout));
const Panel = lazyScreen(() => import('./panel/Panel.tsx').then((m) => m.Panel));
const GeneratorPage = lazyScreen(() => import('./generator/GeneratorPage.tsx').then((m) => m.GeneratorPage));
const { edit: DevotionalEditPage, create: DevotionalCreatePage } = devotionals;
const SetPasswordPage = lazyScreen(() => import('./auth/recovery/SetPasswordPage.tsx').then((m) => m.SetPasswordPage));
const NotAnAdminPage = lazyScreen(() => import('./auth/NotAnAdminPage.tsx').then((m) => m.NotAnAdminPage));
const AccountBlockedPage = lazyScreen(() => import('./auth/AccountBlockedPage.tsx').then((m) => m.AccountBlockedPage));
const SecondFactorPage = lazyScreen(() => import('./auth/mfa/SecondFactorPage.tsx').then((m) => m.SecondFactorPage));

const authProvider = adminAuthProvider(supabase, { storageKey: sessionStorageKey(supabaseUrl) });
const dataProvider = deferredDataProvider(() => import('./providers/dataProvider.ts').then((m) => m.adminDataProvider(supabase, supabaseUrl, supabaseAnonKey)));

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

import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { ForgotPasswordPage, SetPasswordPage } from 'ra-supabase';
import { supabase, supabaseAnonKey, supabaseUrl } from './supabase.ts';
import { ACCESS_DENIED_ROUTE, adminAuthProvider } from './providers/authProvider.ts';
import { adminDataProvider } from './providers/dataProvider.ts';
import { i18nProvider } from './i18nProvider.ts';
import { adminTheme } from './theme.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { AdminLoginPage } from './auth/AdminLoginPage.tsx';
import { NotAnAdminPage } from './auth/NotAnAdminPage.tsx';
import { Panel } from './panel/Panel.tsx';
import { GeneratorPage } from './generator/GeneratorPage.tsx';
import { DevotionalCreatePage, DevotionalEditPage } from './devotionals/DevotionalEditPage.tsx';
import devotionals from './devotionals/index.ts';
import tags from './tags/index.ts';

const authProvider = adminAuthProvider(supabase);
const dataProvider = adminDataProvider(supabase, supabaseUrl, supabaseAnonKey);

export function App() {
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
        <Route path={SetPasswordPage.path} element={<SetPasswordPage />} />
        <Route path={ACCESS_DENIED_ROUTE} element={<NotAnAdminPage />} />
      </CustomRoutes>
      <CustomRoutes>
        {/* The spec's /admin/devotional/edit/{id}; admin/index.html turns the path into this hash route. */}
        <Route path="/devotional/edit/:id" element={<DevotionalEditPage />} />
        <Route path="/devotional/create" element={<DevotionalCreatePage />} />
        <Route path="/devotional-generator" element={<GeneratorPage />} />
      </CustomRoutes>
      <Resource name="devotionals" {...devotionals} />
      <Resource name="tags" {...tags} />
    </Admin>
  );
}

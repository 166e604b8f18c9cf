import { Admin, Resource } from 'react-admin';
import { LoginPage, defaultI18nProvider } from 'ra-supabase';
import { supabase, supabaseAnonKey, supabaseUrl } from './supabase.ts';
import { adminAuthProvider } from './providers/authProvider.ts';
import { adminDataProvider } from './providers/dataProvider.ts';
import devotionals from './devotionals/index.ts';
import tags from './tags/index.ts';
import confessions from './confessions/index.ts';
import users from './users/index.ts';
import feedback from './feedback/index.ts';
import siteSettings from './site-settings/index.ts';
import inbox from './inbox/index.ts';

const authProvider = adminAuthProvider(supabase);
const dataProvider = adminDataProvider(supabase, supabaseUrl, supabaseAnonKey);

export function App() {
  return (
    <Admin
      title="Reformed Devotionals Admin"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={defaultI18nProvider}
      loginPage={<LoginPage disableForgotPassword />}
      disableTelemetry
    >
      <Resource name="devotionals" {...devotionals} />
      <Resource name="tags" {...tags} />
      <Resource name="confessions" {...confessions} />
      <Resource name="users" {...users} />
      <Resource name="feedback" {...feedback} />
      <Resource name="site-settings" {...siteSettings} />
      <Resource name="inbox" {...inbox} />
    </Admin>
  );
}

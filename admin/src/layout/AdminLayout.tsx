import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminMenu } from './AdminMenu.tsx';
import { SoftwareNotice } from './SoftwareNotice.tsx';
import { useBlockedWatch } from '../auth/useBlockedWatch.ts';

export function AdminLayout({ children }: { children: ReactNode }) {
  useBlockedWatch();
  return (
    <Layout menu={AdminMenu}>
      {children}
      <SoftwareNotice />
    </Layout>
  );
}

import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminMenu } from './AdminMenu.tsx';
import { SoftwareNotice } from './SoftwareNotice.tsx';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu}>
      {children}
      <SoftwareNotice />
    </Layout>
  );
}

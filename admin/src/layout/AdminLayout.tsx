import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminMenu } from './AdminMenu.tsx';

export function AdminLayout({ children }: { children: ReactNode }) {
  return <Layout menu={AdminMenu}>{children}</Layout>;
}

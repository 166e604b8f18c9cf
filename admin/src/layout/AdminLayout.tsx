import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminMenu } from './AdminMenu.tsx';
import { SoftwareNotice } from './SoftwareNotice.tsx';
import { useBlockedWatch } from '../auth/useBlockedWatch.ts';
import { SecondFactorGate } from '../auth/mfa/SecondFactorGate.tsx';

export function AdminLayout({ children }: { children: ReactNode }) {
  useBlockedWatch();
  return (
    <SecondFactorGate>
      <Layout menu={AdminMenu}>
        {children}
        <SoftwareNotice />
      </Layout>
    </SecondFactorGate>
  );
}

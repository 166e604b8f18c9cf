/**
 * /admin/inbox: what readers send through the public forms, which nobody could read without SQL before:
 * contact-form messages (read state, reply, delete) and newsletter subscribers (count, CSV export).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Title, TopToolbar, useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { BackToPanelButton } from '../common/BackToPanelButton.tsx';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { ContactMessageList } from './ContactMessageList.tsx';
import { SubscriberList } from './SubscriberList.tsx';

type InboxTab = 'messages' | 'subscribers';

export function InboxPage() {
  const [tab, setTab] = useState<InboxTab>('messages');
  const dataProvider = useDataProvider<AdminDataProvider>();
  // The reply's subject names the site; the default name stands in if the settings cannot be read.
  const { data: siteName } = useQuery({ queryKey: ['site_settings', 'siteName'], queryFn: () => dataProvider.siteName() });

  return (
    <>
      <Title title="Inbox" />
      {/* On a phone the tabs and the way back share no row: the back link wraps below, the tabs scroll. */}
      <TopToolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Tabs
          value={tab}
          onChange={(_, value: InboxTab) => setTab(value)}
          aria-label="Inbox"
          variant="scrollable"
          scrollButtons={false}
          // On the paper colour the selected tab's primary text keeps WCAG's 4.5:1 (not on the layout's grey).
          sx={{ bgcolor: 'background.paper', borderRadius: 1, maxWidth: '100%' }}
        >
          <Tab value="messages" label="Messages" id="inbox-tab-messages" aria-controls="inbox-panel-messages" />
          <Tab value="subscribers" label="Newsletter subscribers" id="inbox-tab-subscribers" aria-controls="inbox-panel-subscribers" />
        </Tabs>
        <BackToPanelButton />
      </TopToolbar>
      <Box role="tabpanel" id={`inbox-panel-${tab}`} aria-labelledby={`inbox-tab-${tab}`}>
        {tab === 'messages' ? <ContactMessageList siteName={siteName} /> : <SubscriberList />}
      </Box>
    </>
  );
}

/** /admin/users: every account with its e-mail, name, admin flag and blocked state. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataTable, List, SearchInput, TopToolbar, useGetIdentity, useNotify } from 'react-admin';
import { BackToPanelButton } from '../common/BackToPanelButton.tsx';
import { UserAccountButtons } from './UserAccountButtons.tsx';
import { USER_SEARCH_FILTER, formatUserSearch, parseUserSearch } from './userSearch.ts';
import type { AdminUser } from './types.ts';

const filters = [
  <SearchInput
    key="search"
    source={USER_SEARCH_FILTER}
    alwaysOn
    placeholder="Search by e-mail or name"
    aria-label="Search by e-mail or name"
    parse={parseUserSearch}
    format={formatUserSearch}
  />,
];

function YesNo({ value, yes, no, color }: { value: boolean; yes: string; no: string; color: 'primary' | 'error' }) {
  return value ? <Chip size="small" color={color} label={yes} /> : <span>{no}</span>;
}

export function UserList() {
  const notify = useNotify();
  const { identity } = useGetIdentity();
  return (
    <List<AdminUser>
      resource="admin_users"
      title="Users"
      sort={{ field: 'email', order: 'ASC' }}
      perPage={25}
      filters={filters}
      exporter={false}
      empty={false}
      actions={
        <TopToolbar>
          <BackToPanelButton />
        </TopToolbar>
      }
      queryOptions={{ onError: () => notify('Failed to load users', { type: 'error' }) }}
    >
      <DataTable<AdminUser> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col
          source="email"
          label="Email"
          render={(user) => (
            <Stack direction="row" spacing={1} alignItems="center">
              <span>{user.email}</span>
              {user.id === identity?.id && <Chip size="small" variant="outlined" label="You" />}
            </Stack>
          )}
        />
        <DataTable.Col source="full_name" label="Full name" />
        <DataTable.Col source="is_admin" label="Admin" render={(user) => <YesNo value={user.is_admin} yes="Admin" no="No" color="primary" />} />
        <DataTable.Col source="is_blocked" label="Blocked" render={(user) => <YesNo value={user.is_blocked} yes="Blocked" no="No" color="error" />} />
        <DataTable.Col label="Actions" disableSort>
          <UserAccountButtons />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

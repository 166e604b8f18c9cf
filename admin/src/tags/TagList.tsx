import { DataTable, List } from 'react-admin';

export function TagList() {
  return (
    <List sort={{ field: 'name', order: 'ASC' }} perPage={50}>
      <DataTable>
        <DataTable.Col source="name" />
        <DataTable.Col source="slug" />
      </DataTable>
    </List>
  );
}

import { ChipField, DataTable, DateField, List, TextField } from 'react-admin';

export function DevotionalList() {
  return (
    <List sort={{ field: 'date', order: 'DESC' }} perPage={25}>
      <DataTable>
        <DataTable.Col source="date">
          <DateField source="date" options={{ timeZone: 'UTC' }} />
        </DataTable.Col>
        <DataTable.Col source="title">
          <TextField source="title" />
        </DataTable.Col>
        <DataTable.Col source="key_doctrine" label="Key doctrine" />
        <DataTable.Col source="status">
          <ChipField source="status" size="small" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

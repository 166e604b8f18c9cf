/** The series a devotional is a part of: at most one; its part number follows from the dates. */
import { ReferenceInput, SelectInput } from 'react-admin';

export function SeriesInput() {
  return (
    <ReferenceInput source="series_id" reference="series" sort={{ field: 'position', order: 'ASC' }} perPage={1000}>
      <SelectInput
        label="Series"
        optionText="title"
        emptyText="Not in a series"
        emptyValue=""
        fullWidth
        helperText="Parts are numbered by date: the earliest published devotional of a series is Part 1."
      />
    </ReferenceInput>
  );
}

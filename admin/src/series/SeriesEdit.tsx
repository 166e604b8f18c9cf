import { Edit, SimpleForm } from 'react-admin';
import { toSeriesWrite, validateSeriesForm } from '@lib/series/series-form.ts';
import { SeriesInputs } from './SeriesInputs.tsx';

/** Saves only the columns an admin writes: part_count is the database's (a PATCH naming it is refused). */
export function SeriesEdit() {
  return (
    <Edit title="Edit Series" redirect="list" mutationMode="pessimistic" transform={toSeriesWrite}>
      <SimpleForm validate={validateSeriesForm}>
        <SeriesInputs />
      </SimpleForm>
    </Edit>
  );
}

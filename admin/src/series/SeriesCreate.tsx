import { Create, SimpleForm } from 'react-admin';
import { toSeriesWrite, validateSeriesForm } from '@lib/series/series-form.ts';
import { SeriesInputs } from './SeriesInputs.tsx';

export function SeriesCreate() {
  return (
    <Create title="Add Series" redirect="list" transform={toSeriesWrite}>
      <SimpleForm validate={validateSeriesForm} defaultValues={{ position: 0, description: '' }}>
        <SeriesInputs />
      </SimpleForm>
    </Create>
  );
}

import { NumberInput, TextInput } from 'react-admin';

/** The fields of a series: title, slug, description and its order among the series. */
export function SeriesInputs() {
  return (
    <>
      <TextInput source="title" label="Title" fullWidth />
      <TextInput source="slug" label="Slug" fullWidth helperText="The address: /series/{slug}/. Lowercase letters, numbers and hyphens." />
      <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
      <NumberInput source="position" label="Order" min={0} step={1} helperText="Lower numbers are listed first on /series/." />
    </>
  );
}

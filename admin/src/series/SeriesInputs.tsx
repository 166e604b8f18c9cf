/**
 * The fields of a series: the English title, slug, description and order, then a title and description for each
 * translated edition (lib/editions/registry.ts); an edition whose title is empty shows the English ones.
 */
import { Fragment } from 'react';
import Typography from '@mui/material/Typography';
import { NumberInput, TextInput } from 'react-admin';
import { EDITIONS, TRANSLATED_LOCALES } from '@lib/editions/registry.ts';

export function SeriesInputs() {
  return (
    <>
      <TextInput source="title" label="Title" fullWidth />
      <TextInput source="slug" label="Slug" fullWidth helperText="The address: /series/{slug}/ in every edition. Lowercase letters, numbers and hyphens." />
      <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
      <NumberInput source="position" label="Order" min={0} step={1} helperText="Lower numbers are listed first on /series/." />
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        In the other editions
      </Typography>
      {TRANSLATED_LOCALES.map((locale) => {
        const { englishName, name } = EDITIONS[locale];
        return (
          <Fragment key={locale}>
            <TextInput
              source={`editions.${locale}.title`}
              label={`Title in ${englishName} (${name})`}
              fullWidth
              helperText={`Empty: the ${englishName} pages show the English title and description.`}
              slotProps={{ htmlInput: { lang: locale } }}
            />
            <TextInput
              source={`editions.${locale}.description`}
              label={`Description in ${englishName} (${name})`}
              multiline
              minRows={2}
              fullWidth
              helperText={`Empty: the ${englishName} pages show the English description.`}
              slotProps={{ htmlInput: { lang: locale } }}
            />
          </Fragment>
        );
      })}
    </>
  );
}

/**
 * Confessional references: pick a confession, then one of its sections by number and title; primary or
 * secondary; an optional snippet saying why it applies. A reference missing its confession or section is not
 * saved; the row says so.
 */
import { useQuery } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import { ArrayInput, AutocompleteInput, SelectInput, SimpleFormIterator, TextInput, useDataProvider, useGetList, useSourceContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { confessionSectionName } from '@lib/devotionals/confession-reference.ts';
import { REFERENCE_TYPES } from '@lib/devotionals/edit-form.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

interface SectionChoice {
  id: string;
  name: string;
}

function useSections(confessionId: string | null | undefined) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['admin', 'confession-sections', confessionId],
    enabled: Boolean(confessionId),
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<SectionChoice[]> => {
      const sections = await dataProvider.confessionSectionsForPicker(confessionId!);
      return sections.map((s) => {
        const name = confessionSectionName(s.url_slug, s.title);
        const title = s.title && s.title.trim() && s.title.trim() !== name ? ` — ${s.title.trim()}` : '';
        return { id: s.id, name: `${name}${title}` };
      });
    },
  });
}

function SectionPicker() {
  const source = useSourceContext();
  const confessionId = useWatch({ name: source.getSource('confession_id') }) as string | null | undefined;
  const sectionId = useWatch({ name: source.getSource('section_id') }) as string | null | undefined;
  const { data = [], isPending } = useSections(confessionId);
  return (
    <>
      <AutocompleteInput
        source="section_id"
        label="Section"
        choices={data}
        isPending={Boolean(confessionId) && isPending}
        disabled={!confessionId}
        helperText={confessionId ? 'Search by number or title' : 'Choose a confession first'}
        sx={{ minWidth: 320 }}
      />
      {confessionId && !sectionId && (
        <Typography variant="caption" color="warning.main">
          Not saved until a section is chosen.
        </Typography>
      )}
    </>
  );
}

export function ReferencesInput() {
  const { data: confessions = [], isPending } = useGetList('confessions', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <ArrayInput source="references" label="Confessional references">
      <SimpleFormIterator inline disableReordering>
        <SelectInput source="confession_id" label="Confession" choices={confessions} optionText="name" isPending={isPending} sx={{ minWidth: 240 }} />
        <SectionPicker />
        <SelectInput
          source="reference_type"
          label="Type"
          choices={REFERENCE_TYPES.map((t) => ({ id: t, name: t === 'primary' ? 'Primary' : 'Secondary' }))}
          defaultValue="primary"
        />
        <TextInput source="context_snippet" label="Why it applies (optional)" multiline sx={{ minWidth: 320 }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

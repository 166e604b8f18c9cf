/**
 * Tags of a devotional, with automatic suggestions: as the key doctrine, focus or main character
 * change, tags whose name or slug (or a word of more than three letters) appears there are offered, one click each.
 */
import { Box, Chip, Stack, Typography } from '@mui/material';
import { AutocompleteArrayInput, useGetList } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { useFormContext, useWatch } from 'react-hook-form';
import { suggestTags, type SuggestableTag } from '@lib/tags/suggest.ts';

export function TagsInput() {
  const { data: tags = [], isPending } = useGetList<SuggestableTag>('tags', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const { setValue } = useFormContext();
  const [keyDoctrine, focus, mainCharacter, chosen] = useWatch({ name: ['key_doctrine', 'focus', 'main_character', 'tag_ids'] }) as [
    string | undefined,
    string | undefined,
    string | undefined,
    string[] | undefined,
  ];
  const selected = chosen ?? [];
  const suggestions = suggestTags(tags, { keyDoctrine, focus, mainCharacter }).filter((t) => !selected.includes(t.id));
  const add = (ids: string[]) => setValue('tag_ids', [...selected, ...ids], { shouldDirty: true });

  return (
    <Box sx={{ width: '100%' }}>
      <AutocompleteArrayInput source="tag_ids" label="Tags" choices={tags} optionText="name" isPending={isPending} fullWidth />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }} aria-live="polite" data-testid="tag-suggestions">
        <Typography variant="body2" color="text.secondary" component="span">
          {suggestions.length ? 'Suggested from the doctrine, focus and main character:' : 'No tag suggestions from the doctrine, focus and main character.'}
        </Typography>
        {suggestions.map((tag) => (
          <Chip
            key={tag.id}
            label={`+ ${tag.name}`}
            onClick={() => add([tag.id])}
            variant="outlined"
            color="primary"
            aria-label={`Add suggested tag ${tag.name}`}
          />
        ))}
        {suggestions.length > 1 && <Button label="Add all suggestions" onClick={() => add(suggestions.map((t) => t.id))} />}
      </Stack>
    </Box>
  );
}

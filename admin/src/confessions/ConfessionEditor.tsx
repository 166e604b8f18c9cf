/**
 * The confession editor (/admin/confessions/{id}): header buttons Back to Confessions, Fix Q&A
 * Format (Heidelberg and Westminster only) and View Public Page; tabs Metadata and Sections (Structure for
 * Westminster, Canons of Dort and Heidelberg). A confession that cannot be loaded sends the admin back to the list.
 */
import { useCallback, useEffect, useState } from 'react';
import { Box, Card, CardContent, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link, Title, useDataProvider, useNotify, useRedirect } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { useParams } from 'react-router-dom';
import { isHierarchical, sectionsTabLabel } from '@lib/confessions/editor-rules.ts';
import { offersQaFix } from '@lib/confessions/paste/fix-qa.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { FixQaButton } from './FixQaButton.tsx';
import { FlatSectionsEditor } from './FlatSectionsEditor.tsx';
import { HierarchicalSectionsEditor } from './HierarchicalSectionsEditor.tsx';
import { MetadataTab } from './MetadataTab.tsx';
import type { Confession } from '../providers/types.ts';
import { useConfessionRebuild } from './useConfessionRebuild.ts';
import { useSections } from './useSections.ts';

export function ConfessionEditor() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [confession, setConfession] = useState<Confession | null>(null);

  const loadConfession = useCallback(async () => {
    try {
      setConfession(await dataProvider.getConfession(id));
    } catch {
      notify('Failed to load confession', { type: 'error' });
      redirect('/confessions');
    }
  }, [dataProvider, id, notify, redirect]);

  useEffect(() => {
    void loadConfession();
  }, [loadConfession]);

  if (!confession) return <CircularProgress aria-label="Loading confession" sx={{ m: 4 }} />;
  return <LoadedEditor confession={confession} reloadConfession={loadConfession} />;
}

function LoadedEditor({ confession, reloadConfession }: { confession: Confession; reloadConfession: () => Promise<void> }) {
  const [tab, setTab] = useState(0);
  const { sections, loading, reload } = useSections(confession.id);
  const rebuild = useConfessionRebuild(confession.name);

  // Every change: reload what the screen shows (total_sections is kept by the database) and ask for a rebuild.
  const changed = useCallback(
    (what: string) => {
      void reload();
      void reloadConfession();
      void rebuild(what);
    },
    [reload, reloadConfession, rebuild],
  );

  const Editor = isHierarchical(confession.slug) ? HierarchicalSectionsEditor : FlatSectionsEditor;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={confession.name} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ mb: 2 }} flexWrap="wrap" alignItems="center">
            <Button component={Link} to="/confessions" label="Back to Confessions" startIcon={<ArrowBackIcon />} />
            {offersQaFix(confession.slug) && <FixQaButton confession={confession} onFixed={changed} />}
            <Button component="a" href={`/confessions/${confession.slug}/`} label="View Public Page" startIcon={<OpenInNewIcon />} />
          </Stack>
          <Typography variant="h5" component="h1" gutterBottom>
            {confession.name}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {confession.total_sections} sections{confession.year ? ` · ${confession.year}` : ''}
          </Typography>
          <Tabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label="Confession editor" sx={{ mb: 2 }}>
            <Tab label="Metadata" id="confession-tab-0" aria-controls="confession-panel-0" />
            <Tab label={sectionsTabLabel(confession.slug)} id="confession-tab-1" aria-controls="confession-panel-1" />
          </Tabs>
          <div role="tabpanel" id="confession-panel-0" aria-labelledby="confession-tab-0" hidden={tab !== 0}>
            {tab === 0 && <MetadataTab confession={confession} onSaved={changed} />}
          </div>
          <div role="tabpanel" id="confession-panel-1" aria-labelledby="confession-tab-1" hidden={tab !== 1}>
            {tab === 1 && <Editor confession={confession} sections={sections} loading={loading} onChanged={changed} />}
          </div>
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * /admin/site-settings: the site's name, contact e-mail and time zone, and the donate page's payment links (https
 * only). Saving asks for a site rebuild, since the built pages carry these values (the time zone decides which
 * devotional is today's, and the nightly release follows it from the next tick).
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, SaveButton, TextInput, Title, Toolbar, TopToolbar, useDataProvider, useNotify } from 'react-admin';
import {
  contactEmailSchema,
  donationUrlError,
  firstError,
  siteNameSchema,
  siteSettingsRow,
  type DonationLinkField,
  type SiteSettingsForm,
} from '@lib/site-settings/schema.ts';
import { knownTimeZones, timeZoneSchema } from '@lib/time-zone/schema.ts';
import { BackToPanelButton } from '../common/BackToPanelButton.tsx';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { useRebuildAfter } from '../publishing/useRebuildAfter.ts';
import { formFromStored } from './siteSettingsForm.ts';

const validateSiteName = (value: string) => firstError(siteNameSchema, value ?? '');
const validateContactEmail = (value: string) => firstError(contactEmailSchema, value ?? '');
const validateTimeZone = (value: string) => firstError(timeZoneSchema, value ?? '');
const TIME_ZONE_LIST = 'site-time-zones';
const validateDonationUrl = (value: string) => donationUrlError(value);

function DonationLinkInputs({ frequency, fields, heading }: { frequency: 'oneTime' | 'monthly'; fields: DonationLinkField[]; heading: string }) {
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {fields.map((field, index) => (
        <TextInput
          key={field.label}
          source={`donation_links.${frequency}.${index}.url`}
          label={`${field.label} link`}
          // Not type="url": the browser's own check would block the form before the spec's messages show.
          inputProps={{ inputMode: 'url', spellCheck: false }}
          validate={validateDonationUrl}
          helperText={false}
          fullWidth
          placeholder="https://buy.stripe.com/…"
        />
      ))}
    </Stack>
  );
}

export function SiteSettingsPage() {
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const rebuildAfter = useRebuildAfter();
  const [form, setForm] = useState<SiteSettingsForm | null>(null);
  const [loadError, setLoadError] = useState(false);

  const load = useCallback(async () => {
    let stored;
    try {
      stored = await dataProvider.getSiteSettings();
    } catch {
      setLoadError(true);
      notify('Failed to load site settings', { type: 'error' });
      return;
    }
    setLoadError(false);
    setForm(formFromStored(stored));
  }, [dataProvider, notify]);

  useEffect(() => {
    void load();
  }, [load]);

  const save = async (values: Record<string, unknown>) => {
    let row;
    try {
      row = siteSettingsRow(values as unknown as SiteSettingsForm);
    } catch {
      notify('Please correct the highlighted fields', { type: 'error' });
      return;
    }
    let stored;
    try {
      stored = await dataProvider.updateSiteSettings(row);
    } catch (error) {
      const message = (error as Error).message;
      notify(`Failed to save site settings${message ? `: ${message}` : ''}`, { type: 'error' });
      return;
    }
    setForm(formFromStored(stored));
    notify('Site settings saved', { type: 'success' });
    await rebuildAfter('Site settings changed');
  };

  return (
    <>
      <Title title="Site settings" />
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <BackToPanelButton />
      </TopToolbar>
      {loadError && <Alert severity="error">Failed to load site settings. Reload the page to try again.</Alert>}
      {!form && !loadError && <CircularProgress aria-label="Loading site settings" />}
      {form && (
        <Card>
          <Form defaultValues={form} onSubmit={save} key={JSON.stringify(form)}>
            <CardContent>
              <Stack spacing={3} sx={{ maxWidth: 640 }}>
                <Stack>
                  <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                    Site
                  </Typography>
                  <TextInput source="site_name" label="Site name" validate={validateSiteName} fullWidth />
                  <TextInput
                    source="contact_email"
                    label="Contact e-mail"
                    inputProps={{ inputMode: 'email', spellCheck: false }}
                    validate={validateContactEmail}
                    helperText="Where readers can write to; leave empty if none."
                    fullWidth
                  />
                  <TextInput
                    source="timezone"
                    label="Time zone"
                    inputProps={{ list: TIME_ZONE_LIST, spellCheck: false, autoCapitalize: 'off' }}
                    validate={validateTimeZone}
                    helperText="Each day's devotional is released at midnight here, e.g. America/Chicago or Pacific/Auckland."
                    fullWidth
                  />
                  <datalist id={TIME_ZONE_LIST}>
                    {knownTimeZones().map((zone) => (
                      <option key={zone} value={zone} />
                    ))}
                  </datalist>
                </Stack>
                <Stack>
                  <Typography component="h2" variant="h6">
                    Donation links
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    The hosted payment page each Donate button opens. Only https:// addresses are accepted; a button without a link shows the configuration
                    notice.
                  </Typography>
                  <Stack spacing={2}>
                    <DonationLinkInputs frequency="oneTime" heading="One-time gifts" fields={form.donation_links.oneTime} />
                    <DonationLinkInputs frequency="monthly" heading="Monthly gifts" fields={form.donation_links.monthly} />
                  </Stack>
                </Stack>
              </Stack>
            </CardContent>
            <Toolbar>
              <SaveButton label="Save settings" />
            </Toolbar>
          </Form>
        </Card>
      )}
    </>
  );
}

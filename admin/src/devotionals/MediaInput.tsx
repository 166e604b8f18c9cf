/**
 * One media file of a devotional (male narration, female narration or cover): upload with a preview (an audio
 * player, or the image with a placeholder when it cannot be shown), or remove. Uploads are named
 * `{devotional id}/{kind}-{random UUID}.{ext}` (lib/media/object-name.ts) so an unreleased devotional's media
 * cannot be found by guessing; the field holds the public URL.
 */
import { useState, type ChangeEvent } from 'react';
import { Box, Button as MuiButton, Stack, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/ImageNotSupported';
import { useDataProvider, useInput, useNotify } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { useFormContext } from 'react-hook-form';
import { MEDIA_BUCKET, mediaObjectName, uploadExtension, type MediaKind } from '@lib/media/object-name.ts';
import { BLANK_COVER_MESSAGE } from '@lib/covers/blank-cover.ts';
import { isBlankPicture } from '@lib/covers/picture-pixels.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

interface Props {
  source: 'audio_url_male' | 'audio_url_female' | 'image_url';
  kind: MediaKind;
  label: string;
  devotionalId: string;
}

function CoverPreview({ url, label }: { url: string; label: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === url) {
    return (
      <Box
        role="img"
        aria-label={`${label}: the image could not be shown`}
        data-testid="image-placeholder"
        sx={{ width: 240, height: 135, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 1, color: 'text.secondary' }}
      >
        <Stack sx={{ alignItems: 'center' }}>
          <ImageIcon aria-hidden />
          <Typography variant="caption">Image not available</Typography>
        </Stack>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt={`${label} preview`}
      onError={() => setFailed(url)}
      sx={{ width: 240, height: 135, objectFit: 'cover', borderRadius: 1 }}
    />
  );
}

/** Why a cover file may not be stored, or null when it may. */
async function coverRefusal(file: Blob): Promise<string | null> {
  try {
    return (await isBlankPicture(file)) ? BLANK_COVER_MESSAGE : null;
  } catch {
    return 'This image could not be read: upload a PNG, JPEG or WebP picture.';
  }
}

export function MediaInput({ source, kind, label, devotionalId }: Props) {
  const { field } = useInput({ source });
  const { setValue } = useFormContext();
  // A new or removed cover makes the square card cover made with the old one stale: cards then use the cover itself.
  const change = (value: string) => {
    field.onChange(value);
    if (source === 'image_url') setValue('card_image_url', null, { shouldDirty: true });
  };
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [uploading, setUploading] = useState(false);
  const isAudio = kind !== 'cover';
  const url = (field.value as string | null | undefined) || '';

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (isAudio ? !file.type.startsWith('audio/') : !file.type.startsWith('image/')) {
      notify(isAudio ? 'Please upload an audio file' : 'Please upload an image file', { type: 'error' });
      return;
    }
    setUploading(true);
    // A blank picture (one colour, nothing drawn) is never stored as a cover: the site would show an empty frame.
    if (!isAudio) {
      const refusal = await coverRefusal(file);
      if (refusal) {
        setUploading(false);
        notify(refusal, { type: 'error' });
        return;
      }
    }
    const bucket = MEDIA_BUCKET[kind];
    const name = mediaObjectName(devotionalId, kind, uploadExtension(file.name, kind));
    let publicUrl: string;
    try {
      publicUrl = await dataProvider.uploadMedia(bucket, name, file);
    } catch (error) {
      notify(`Failed to upload ${isAudio ? 'audio' : 'image'}: ${(error as Error).message}`, { type: 'error' });
      return;
    } finally {
      setUploading(false);
    }
    change(publicUrl);
  };

  return (
    <Box sx={{ mb: 2 }} data-testid={`media-${kind}`}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {label}
      </Typography>
      {url ? (
        isAudio ? (
          <audio controls src={url} preload="metadata" aria-label={`${label} player`} style={{ display: 'block', marginBottom: 8 }} />
        ) : (
          <CoverPreview url={url} label={label} />
        )
      ) : (
        <Typography variant="body2" color="text.secondary">
          No file yet.
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <MuiButton component="label" variant="outlined" size="small" disabled={uploading}>
          {uploading ? 'Uploading…' : url ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
          <input type="file" hidden accept={isAudio ? 'audio/*' : 'image/*'} onChange={upload} aria-label={`Upload ${label.toLowerCase()}`} />
        </MuiButton>
        {url && <Button label="Remove" onClick={() => change('')} aria-label={`Remove ${label.toLowerCase()}`} />}
      </Stack>
    </Box>
  );
}

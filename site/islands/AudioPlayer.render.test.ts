// The markup the static site ships before the island hydrates: the controls and their labels
// must already be there (and the no-audio card must replace the player, not sit beside it).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import AudioPlayer, { type AudioPlayerProps } from './AudioPlayer.tsx';
import { audio } from '@lib/i18n/catalogues/en/audio.ts';

const NO_AUDIO_MESSAGE = audio['audio.none'];

const render = (props: AudioPlayerProps) => renderToStaticMarkup(createElement(AudioPlayer, props));

describe('AudioPlayer markup', () => {
  it('says there is no narration instead of showing a dead player', () => {
    const html = render({ title: 'Grace Alone', maleUrl: null, femaleUrl: '', defaultUrl: null });
    expect(html).toContain(NO_AUDIO_MESSAGE);
    expect(html).toBe(html.replace(/<audio|<button|<input/g, ''));
  });

  it('renders every control with its label for a single recording, without a voice switch', () => {
    const html = render({ title: 'Grace Alone', defaultUrl: '/audio/grace.mp3' });
    expect(html).toMatch(/<audio[^>]*src="\/audio\/grace.mp3"[^>]*preload="metadata"|<audio[^>]*preload="metadata"[^>]*src="\/audio\/grace.mp3"/);
    for (const label of ['Play', 'Seek', 'Skip back 10 seconds', 'Skip forward 10 seconds', 'Playback speed 1x', 'Mute', 'Volume', 'Download audio']) {
      expect(html).toContain(`aria-label="${label}"`);
    }
    expect(html).toMatch(/aria-label="Seek"[^>]*step="0.1"/);
    expect(html).toMatch(/aria-label="Volume"[^>]*min="0" max="1" step="0.01"/);
    expect(html).toContain('download="Grace Alone.mp3"');
    expect(html).not.toContain('Narrator voice');
  });

  it('shows the Male/Female switch only with both files, starting on the saved voice', () => {
    const html = render({ title: 'Grace Alone', maleUrl: '/m.mp3', femaleUrl: '/f.mp3', preferredVoice: 'female' });
    expect(html).toContain('aria-label="Narrator voice"');
    expect(html).toMatch(/aria-pressed="false"[^>]*>Male</);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Female</);
    expect(html).toContain('src="/f.mp3"');
  });

  it('starts on the male voice when no voice was saved', () => {
    const html = render({ title: 'Grace Alone', maleUrl: '/m.mp3', femaleUrl: '/f.mp3' });
    expect(html).toContain('src="/m.mp3"');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Male</);
  });
});

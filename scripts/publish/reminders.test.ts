import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { vapidSettings } from '@lib/reminders/vapid.ts';
import { localVapidKeys } from './reminders.ts';

describe('the local VAPID keys', () => {
  it('are made once per data folder, kept private, and are keys the function accepts', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
    const first = localVapidKeys(folder, {});
    expect(localVapidKeys(folder, {})).toEqual(first);
    expect(statSync(path.join(folder, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(vapidSettings((name) => first[name as keyof typeof first])).toMatchObject({ ok: true });
  });

  it('come from the environment when it sets them', () => {
    const env = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'k'.repeat(43), VAPID_SUBJECT: 'https://example.org' };
    expect(localVapidKeys(null, env)).toEqual(env);
  });
});

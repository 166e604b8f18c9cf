import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { LINK_INVALID, linkTokens, openLinkSession, PASSWORDS_DIFFER, saveNewPassword } from './linkSession.ts';

describe('linkTokens', () => {
  it('reads both tokens of the link from the route query', () => {
    expect(linkTokens('?access_token=a.b.c&refresh_token=r1&expires_in=3600&type=recovery')).toEqual({ accessToken: 'a.b.c', refreshToken: 'r1' });
  });

  it('is null when either token is missing or empty', () => {
    for (const search of ['', '?access_token=a.b.c', '?refresh_token=r1', '?access_token=&refresh_token=r1']) expect(linkTokens(search)).toBeNull();
  });
});

/** Just enough of supabase-js for the link's first step: setSession answers with the error given. */
function clientWhoseSetSessionFails(error: { status?: number; message: string }) {
  return { auth: { setSession: async () => ({ data: { session: null, user: null }, error }) } } as unknown as SupabaseClient;
}

describe('openLinkSession', () => {
  it('says the link is no good without its tokens, or when GoTrue refuses them', async () => {
    await expect(openLinkSession(clientWhoseSetSessionFails({ message: 'unused' }), null)).rejects.toThrow(LINK_INVALID);
    const refused = clientWhoseSetSessionFails({ status: 400, message: 'Invalid Refresh Token: Already Used' });
    await expect(openLinkSession(refused, { accessToken: 'a', refreshToken: 'r' })).rejects.toThrow(LINK_INVALID);
  });

  it('blames the connection, not the link, when the server could not answer', async () => {
    const unreachable = clientWhoseSetSessionFails({ status: 0, message: 'Failed to fetch' });
    await expect(openLinkSession(unreachable, { accessToken: 'a', refreshToken: 'r' })).rejects.toThrow(/Could not open the link: Failed to fetch\./);
  });
});

describe('saveNewPassword', () => {
  it('refuses two different entries before asking the server', async () => {
    const noServer = {} as SupabaseClient;
    expect(await saveNewPassword(noServer, 'first-try-1', 'first-try-2')).toBe(PASSWORDS_DIFFER);
  });
});

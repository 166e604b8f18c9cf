import { describe, expect, it } from 'vitest';
import { accessTokenValid, needsRefresh, parseStoredSession, refusalEndsSession, removeStoredSession, sessionFromGrant } from './stored-session.ts';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const at = (secondsFromNow: number) => Math.floor(NOW / 1000) + secondsFromNow;
const session = (expiresIn: number) =>
  parseStoredSession(JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: at(expiresIn), user: { id: 'u' } }))!;

describe('the session as supabase-js stores it', () => {
  it('is read only when it has the access token, the refresh token and the expiry', () => {
    expect(session(3600)).toMatchObject({ access_token: 'a', refresh_token: 'r', user: { id: 'u' } });
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('not json')).toBeNull();
    expect(parseStoredSession('"a string"')).toBeNull();
    expect(parseStoredSession(JSON.stringify({ access_token: 'a', refresh_token: 'r' }))).toBeNull();
  });

  it('is refreshed within 90 seconds of its expiry, as supabase-js refreshes it', () => {
    expect(needsRefresh(session(3600), NOW)).toBe(false);
    expect(needsRefresh(session(91), NOW)).toBe(false);
    expect(needsRefresh(session(89), NOW)).toBe(true);
    expect(needsRefresh(session(-10), NOW)).toBe(true);
  });

  it("is stored from GoTrue's token answer with expires_at added from expires_in", () => {
    const body = { access_token: 'a2', token_type: 'bearer', expires_in: 3600, refresh_token: 'r2', user: { id: 'u' } };
    expect(sessionFromGrant(body, NOW)).toEqual({ ...body, expires_at: at(3600) });
    expect(sessionFromGrant({ ...body, expires_at: 42 }, NOW)?.expires_at).toBe(42);
    expect(sessionFromGrant({ error: 'invalid_grant' }, NOW)).toBeNull();
  });

  it('survives a refresh that could not be made (offline, a 5xx), and a refusal while its access token still works', () => {
    expect(refusalEndsSession(null, session(-10), NOW)).toBe(false);
    expect(refusalEndsSession(503, session(-10), NOW)).toBe(false);
    expect(refusalEndsSession(400, session(60), NOW)).toBe(false);
    expect(accessTokenValid(session(60), NOW)).toBe(true);
  });

  it('ends when GoTrue refuses the refresh token and the access token has expired', () => {
    expect(refusalEndsSession(400, session(-10), NOW)).toBe(true);
    expect(accessTokenValid(session(-10), NOW)).toBe(false);
  });
});

describe('removing the stored session', () => {
  it('takes the session, its PKCE verifier and its user, and leaves the rest of the device alone', () => {
    const items = new Map([
      ['sb-api-auth-token', '{}'],
      ['sb-api-auth-token-code-verifier', 'v'],
      ['sb-api-auth-token-user', '{}'],
      ['rd-theme', 'dark'],
    ]);
    removeStoredSession({ removeItem: (key) => void items.delete(key) }, 'sb-api-auth-token');
    expect([...items.keys()]).toEqual(['rd-theme']);
  });
});

import { describe, expect, it } from 'vitest';
import { returnRoute } from './returnRoute.ts';

describe('returnRoute', () => {
  it('returns to the console route the admin was going to', () => {
    expect(returnRoute('/confessions/0b5e7c1a-0000-4000-8000-000000000001')).toBe('/confessions/0b5e7c1a-0000-4000-8000-000000000001');
    expect(returnRoute('/devotionals?filter=%7B%7D')).toBe('/devotionals?filter=%7B%7D');
  });

  it('falls back to the panel without a route, or for anything that is not a console path', () => {
    for (const next of [undefined, null, 42, '', 'confessions', '//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      expect(returnRoute(next)).toBe('/');
    }
  });

  it('never returns to the code screen itself', () => {
    expect(returnRoute('/two-factor')).toBe('/');
    expect(returnRoute('/two-factor?x=1')).toBe('/');
  });
});

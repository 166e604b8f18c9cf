import { describe, expect, it } from 'vitest';
import { lightSignInAnswers, routeAfterSignIn } from './routes.ts';

describe('the light sign-in form', () => {
  it('answers the console and its screens, not the screens that work signed out', () => {
    for (const hash of ['', '#/', '#/login', '#/users', '#/devotional/edit/1']) expect(lightSignInAnswers(hash), hash).toBe(true);
    for (const hash of ['#/forgot-password', '#/set-password?access_token=a&type=recovery', '#/login?error_description=Expired']) {
      expect(lightSignInAnswers(hash), hash).toBe(false);
    }
  });

  it('opens the screen asked for after signing in, or the panel after a step of the sign-in itself', () => {
    expect(routeAfterSignIn('#/users')).toBe('#/users');
    expect(routeAfterSignIn('')).toBe('#/');
    expect(routeAfterSignIn('#/login')).toBe('#/');
    expect(routeAfterSignIn('#/two-factor')).toBe('#/');
  });
});

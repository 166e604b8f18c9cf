/**
 * The console's sign-in form before anything else loads: plain DOM, no React, Material UI or supabase-js (the
 * console's app is about 339 KB gzip), so a signed-out admin can type at once. The password goes to GoTrue directly
 * (passwordGrant.ts); with the session stored, the console's app loads and takes over: the admin check, the
 * authenticator's code (enrolment or entry), the refusal of a non-admin. "Forgot password?" and every screen that
 * works signed out are the app's own.
 */
import { sessionStorageKey } from '@lib/account/shared-session.ts';
import { supabaseAnonKey, supabaseUrl } from '../apiSettings.ts';
import { signInWithPassword } from './passwordGrant.ts';
import { lightSignInAnswers, routeAfterSignIn } from './routes.ts';

/** The spec's notice, as the console's own sign-in page says it (providers/authProvider.ts SIGN_IN_REQUIRED). */
const NOTICE = 'Please sign in to access this page';

const STYLE = `
.ls-page{min-height:100vh;display:flex;align-items:flex-start;justify-content:center;background:#f5f5f5;font-family:Roboto,Helvetica,Arial,sans-serif;color:#1f1f1f}
.ls-card{margin-top:6em;width:22em;max-width:calc(100% - 2em);background:#fff;border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.2);padding:1em 1.5em 1.5em}
.ls-card h1{font-size:1.25rem;font-weight:500;margin:.5em 0 1em;text-align:center}
.ls-notice,.ls-error{border-radius:4px;padding:.6em .9em;margin:0 0 1em;font-size:.875rem}
.ls-notice{background:#e5f6fd;color:#014361}
.ls-error{background:#fdeded;color:#5f2120}
.ls-card label{display:block;font-size:.875rem;margin:.75em 0 .25em}
.ls-card input{box-sizing:border-box;width:100%;padding:.6em .7em;font:inherit;border:1px solid #8a8a8a;border-radius:4px}
.ls-card input:focus{outline:2px solid #1565c0;outline-offset:1px}
.ls-card button{width:100%;margin-top:1.25em;padding:.7em;font:inherit;font-weight:500;text-transform:uppercase;color:#fff;background:#1565c0;border:0;border-radius:4px;cursor:pointer}
.ls-card button[disabled]{background:#5a7fb0;cursor:progress}
.ls-card p.ls-forgot{text-align:center;margin:1em 0 0;font-size:.875rem}
.ls-card a{color:#1565c0}
`;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node: HTMLElementTagNameMap[K] = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/**
 * Shows the form in `root` when the visitor has no stored session and the address is one it answers (else answers
 * false, and the caller starts the console at once). `start` loads the console's app; it runs once, after a
 * sign-in or when the visitor leaves for a screen of the app's (Forgot password?).
 */
export function showLightSignIn(root: HTMLElement, start: () => void): boolean {
  const storageKey = sessionStorageKey(supabaseUrl);
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(storageKey);
  } catch {
    // Storage disabled: the app says what it can.
  }
  if (stored || !lightSignInAnswers(window.location.hash)) return false;

  const asked = window.location.hash;
  // The console's sign-in address, as react-admin names it (one step: the history is not flooded).
  history.replaceState(history.state, '', '#/login');

  const email = element('input', { id: 'ls-email', type: 'email', name: 'email', autocomplete: 'username', required: true });
  const password = element('input', { id: 'ls-password', type: 'password', name: 'password', autocomplete: 'current-password', required: true });
  const button = element('button', { type: 'submit' }, 'Sign in');
  const error = element('div', { className: 'ls-error', hidden: true });
  error.setAttribute('role', 'alert');
  const notice = element('p', { className: 'ls-notice' }, NOTICE);
  notice.setAttribute('role', 'status');
  const form = element(
    'form',
    {},
    element('label', { htmlFor: 'ls-email' }, 'Email'),
    email,
    element('label', { htmlFor: 'ls-password' }, 'Password'),
    password,
    button,
  );
  const page = element(
    'main',
    { className: 'ls-page' },
    element(
      'div',
      { className: 'ls-card' },
      element('h1', {}, 'Reformed Devotionals Admin'),
      notice,
      error,
      form,
      element('p', { className: 'ls-forgot' }, element('a', { href: '#/forgot-password' }, 'Forgot password?')),
    ),
  );
  const style = element('style', {}, STYLE);
  document.head.append(style);
  root.replaceChildren(page);

  let started = false;
  const handOver = () => {
    if (started) return;
    started = true;
    window.removeEventListener('hashchange', onHashChange);
    // The form goes at once: nothing typed into it now would reach the app's own screens.
    root.replaceChildren();
    start();
  };
  // Forgot password? (or any screen of the app's): the app shows it.
  const onHashChange = () => {
    if (window.location.hash !== '#/login') handOver();
  };
  window.addEventListener('hashchange', onHashChange);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    error.hidden = true;
    void signInWithPassword({ url: supabaseUrl, anonKey: supabaseAnonKey, storageKey }, email.value.trim(), password.value).then((outcome) => {
      if (!outcome.ok) {
        button.disabled = false;
        error.textContent = outcome.message;
        error.hidden = false;
        password.focus();
        return;
      }
      button.textContent = 'Signing in…';
      history.replaceState(history.state, '', routeAfterSignIn(asked));
      handOver();
    });
  });
  email.focus();
  return true;
}

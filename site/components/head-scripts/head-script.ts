/**
 * The head's one inline script (../HeadScripts.astro, which says what each part does): the parts joined without their
 * doc comments and minified once per build, as the page's modules are: about 0.3 KB gzip less on every page
 * (docs/islands.md, "Chunks"). Top-level names are kept (esbuild renames only inside functions without a format), and
 * the text is the same on every page, so the Content-Security-Policy's one hash still allows it.
 */
import { transformSync } from 'esbuild';
import theme from './theme.js?raw';
import textSize from './text-size.js?raw';
import sessionHint from './session-hint.js?raw';
import offlineRegistration from './offline-registration.js?raw';
import languageCookie from './language-cookie.js?raw';

const withoutDocComment = (source: string) => source.replace(/^\/\*\*[\s\S]*?\*\/\n/, '').trim();

export const HEAD_SCRIPT = transformSync([theme, textSize, sessionHint, offlineRegistration, languageCookie].map(withoutDocComment).join('\n'), {
  minify: true,
  legalComments: 'none',
}).code.trim();

/**
 * The console's entry: a signed-out visitor gets the light sign-in form first (sign-in/lightSignIn.ts), the console's
 * app loading only once they have signed in (or leave for a screen of its own); a signed-in one gets the app at once.
 */
import { showLightSignIn } from './sign-in/lightSignIn.ts';

const root = document.getElementById('root')!;
const start = () => {
  void import('./startConsole.tsx').then(({ startConsole }) => startConsole(root));
};

if (!showLightSignIn(root, start)) start();

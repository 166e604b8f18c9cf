/**
 * zod compiles object parsers with `new Function` when the page allows it, and finds out by trying, which a
 * Content-Security-Policy without 'unsafe-eval' reports as a violation. The site and the console never allow eval,
 * so every schema used in a browser imports this first and zod parses without compiling.
 */
import { z } from 'zod';

z.config({ jitless: true });

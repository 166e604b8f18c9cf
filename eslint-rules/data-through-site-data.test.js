// The reader site's data boundary rule, as a file outside site/data/ meets it: what it lets through (types, the
// browser's own `from`s and storage) and what it stops (supabase-js's values, tables, RPCs, buckets, functions).
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { dataThroughSiteData } from './data-through-site-data.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' } });
const clientImport = (source) => ({ messageId: 'clientImport', data: { source } });
const dataCall = (what) => ({ messageId: 'dataCall', data: { what } });

tester.run('data-through-site-data', dataThroughSiteData, {
  valid: [
    // An island types the client it hands to site/data/, and reads the session through it.
    "import type { SupabaseClient } from '@supabase/supabase-js';",
    "import { type Session, type SupabaseClient } from '@supabase/supabase-js';",
    "export type { Session } from '@supabase/supabase-js';",
    "import { readNote } from '../data/notes.ts'; await readNote(client, userId, id);",
    'const { data } = await client.auth.getSession();',
    // The language's and the browser's own: arrays, bytes, dates, the storage manager.
    "Array.from(document.querySelectorAll('p'));",
    'Uint8Array.from([1, 2]);',
    "Temporal.PlainDate.from('2026-12-03');",
    'await navigator.storage.persist();',
    "localStorage.getItem('theme');",
  ],
  invalid: [
    { code: "import { createClient } from '@supabase/supabase-js';", errors: [clientImport('@supabase/supabase-js')] },
    { code: "import { FunctionsError, type SupabaseClient } from '@supabase/supabase-js';", errors: [clientImport('@supabase/supabase-js')] },
    { code: "import { PostgrestClient } from '@supabase/postgrest-js';", errors: [clientImport('@supabase/postgrest-js')] },
    { code: "const { createClient } = await import('@supabase/supabase-js');", errors: [clientImport('@supabase/supabase-js')] },
    { code: "await client.from('devotional_notes').select('id');", errors: [dataCall('.from()')] },
    { code: "await (await loadBrowserClient()).from('contact_messages').insert(row);", errors: [dataCall('.from()')] },
    { code: "await client['rpc']('my_newsletter_frequency');", errors: [dataCall('.rpc()')] },
    { code: "await client.functions.invoke('newsletter', { body });", errors: [dataCall('.functions.invoke()')] },
    // A bucket is named twice over: the storage client, and its `from`.
    { code: "await client.storage.from('avatars').remove([path]);", errors: [dataCall('.from()'), dataCall('.storage')] },
  ],
});

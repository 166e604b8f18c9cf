/**
 * The Berean Standard Bible as the e-mail functions read it: `BSB_SOURCE`, an http(s) folder of book files in the
 * KJV source's shape or a folder the function may read (supabase/local points it at ../shared/bsb), by default the
 * public text at its pinned commit, checked against its SHA-256 (lib/sources/pinned.ts). No cache: a function may
 * write only to /tmp, and a run reads the text at most once (newsletter-scripture.ts, onFirstUse).
 */
import { createBsbSource, folderText, type BibleSource } from '@lib/sources/bsb.ts';
import { PINNED_BSB } from '@lib/sources/pinned.ts';

export function bsbSourceFor(env: (name: string) => string | undefined): BibleSource {
  const source = env('BSB_SOURCE') || PINNED_BSB.baseUrl;
  return createBsbSource(source, { readText: folderText((file) => Deno.readTextFile(file)) });
}

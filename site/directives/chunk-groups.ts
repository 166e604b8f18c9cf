/**
 * One chunk for preact in the client build (docs/islands.md, "Chunks"). Each script a page loads is compressed on its
 * own, and a hydrated island always loads preact, its hooks, the JSX runtime and what the islands import as `react`
 * (./preact/react.ts) together: in one chunk they come to about 0.6 KB gzip less than in four. The server builds keep Vite's own chunks.
 *
 * One chunk for what /practice opens with, too (`PRACTICE_FIRST_VIEW`): Rolldown splits a module that an island and
 * one of its parts loaded on use both import into a chunk of its own, and practice's parts (the card, the learners'
 * form, the saving code, the collection browser) share so much of its first view that it came in eight to eleven
 * chunks, about 1 KB gzip more than in one. That group holds only the modules it names
 * (`includeDependenciesRecursively: false`), which Rolldown allows when an entry may export more than its own names
 * (`preserveEntrySignatures: 'allow-extension'`, for the client build): so a module only one island and its parts use
 * joins that island's chunk on every account page (0.5 KB less on Settings). Their modules do nothing as they load
 * but define, so the order Rolldown runs them in without its strict execution order is safe. /practice/family/
 * imports its share of practice's modules from that chunk, and so loads all of it (about 2 KB gzip more than its
 * own share): the price of /practice's budget.
 *
 * Grouping more was measured and left out. The shell's modules are nearly all imported by signed-out code too (the
 * sign-in form, the newsletter forms), so a group of what only signed-in code imports caught almost nothing; a group of
 * what two account islands share made each account page load the others' code; and keeping a group free of a
 * signed-out page's imports without taking its dependencies needs Rolldown's strict execution order, whose module
 * wrappers cost more than the merged chunks save. An `entriesAware` group over site/, lib/ and supabase-js's modules
 * with small groups merged into their neighbours put the signed-in code into the reading pages' scripts (51 to 82 KB
 * gzip a page). The layout's own small scripts are merged by hand instead (docs/islands.md, "Chunks").
 */
import type { Plugin } from 'vite';

/**
 * What every hydrated island loads: preact (core, hooks, JSX runtime), what the islands import as `react` and the
 * renderer (./preact/). Only modules that import nothing but preact: a group takes its modules' imports along, so a
 * module shared with the reading pages' code (the catalogue context imports the message formatting the shell uses)
 * would bring preact to every signed-in page (measured: 7 KB gzip on the home page).
 */
const ISLAND_RUNTIME = /node_modules[\\/]preact[\\/]|site[\\/]directives[\\/]preact[\\/]/;

/** Practice's modules, of which those in `PRACTICE_NOT_FIRST` stay out of its first view's chunk. */
const PRACTICE = /(?:site[\\/](?:islands|lib|data)[\\/]practice|lib[\\/]practice)[\\/]/;
/**
 * What /practice loads on use (and the modules they alone import), /practice/family/'s own modules, and the two that
 * other pages import (the practice store's name, which sign-out reads; the item keys, which the data export reads).
 * A new practice module used only on use belongs here, or it loads with the first view.
 */
const PRACTICE_NOT_FIRST =
  /[\\/](?:PracticeCard|TypedRecall|ListenButton|BrowseCollection|CatechismSchedule|ScheduleWeeks|LearnerEditor|learnerActions|linkArrival|learn-param|progress-saving|device-writes|FamilyWeek|learners|family-week|sync|listen|checker|cues|chunks|merge|failure-text|grading|grade-labels|device-store-name|item-key)\.tsx?$/;

const PRACTICE_FIRST_VIEW = (id: string) => PRACTICE.test(id) && !PRACTICE_NOT_FIRST.test(id);

export default function chunkGroups(): Plugin {
  return {
    name: 'rd:chunk-groups',
    applyToEnvironment: (environment) => environment.name === 'client',
    // A group that holds only its own modules needs entries that may export more (see the header).
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'preact', test: ISLAND_RUNTIME },
            { name: 'practice', test: PRACTICE_FIRST_VIEW, includeDependenciesRecursively: false },
          ],
        },
      };
    },
  };
}

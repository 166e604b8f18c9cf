/**
 * One chunk for preact in the client build (docs/islands.md, "Chunks"). Each script a page loads is compressed on its
 * own, and a hydrated island always loads preact, its hooks, the JSX runtime and what the islands import as `react`
 * (./preact/react.ts) together: in one chunk they come to about 0.6 KB gzip less than in four. The server builds keep Vite's own chunks.
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

const PRACTICE = /(?:site[\\/](?:islands|lib|data)[\\/]practice|lib[\\/]practice)[\\/]/;
const PRACTICE_NOT_FIRST =
  /[\\/](?:PracticeCard|TypedRecall|ListenButton|BrowseCollection|CatechismSchedule|ScheduleWeeks|LearnerEditor|learnerActions|linkArrival|learn-param|progress-saving|device-writes|FamilyWeek|learners|family-week|sync|listen|checker|cues|chunks|merge|failure-text|grading|grade-labels|device-store-name|item-key)\.tsx?$/;

export default function chunkGroups(): Plugin {
  return {
    name: 'rd:chunk-groups',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'preact', test: ISLAND_RUNTIME },
            { name: 'practice', test: (id: string) => PRACTICE.test(id) && !PRACTICE_NOT_FIRST.test(id), includeDependenciesRecursively: false },
          ],
        },
      };
    },
  };
}

/**
 * The three editions' printout: the build with the archive's translations against the same archive before
 * them (in English; the editions' other pages and the seed's sample translations are in both builds), judged by the
 * issue's goal (build time grows by no more than the pages added), each edition's pages, files, page weights and
 * full-text search, and the whole build against Cloudflare Pages' file limits. Figures only.
 */
import { LOCALE_NAMES, LOCALES } from '@lib/i18n/locales.ts';
import { PAGES_LIMITS, PAID_PLAN_FILES } from '../static/host-budget.ts';
import type { BuildMeasurement } from './measure-build.ts';
import { EDITION_PAGE_TYPES, type EditionsResult } from './measure-editions.ts';
import { AIMS, count, kb, ms, seconds, table, type Row } from './report.ts';

/** The scenario's name: every edition the registry has (the budgets were set for three, English, Dutch and Spanish). */
const EDITIONS_LABEL = `${LOCALES.length} editions`;

export interface Growth {
  /** The figure with the translations over the figure before them. */
  time: number;
  pages: number;
  /** The goal: the build time grows by no more than the pages do. */
  met: boolean;
}

/** How much the build time and the pages grew from the archive in English to the archive with its translations. */
export function buildGrowth(baseline: BuildMeasurement, editions: BuildMeasurement): Growth {
  const time = editions.totalSeconds / baseline.totalSeconds;
  const pages = editions.pages.html / baseline.pages.html;
  return { time, pages, met: time <= pages };
}

const times = (ratio: number | undefined) => (ratio === undefined || !Number.isFinite(ratio) ? '-' : `×${ratio.toFixed(2)}`);
const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined || !b ? undefined : a / b);

function roomSentence(total: number, days: number | null, plan: string, limit: number): string {
  if (total > limit) return `over the ${plan} limit of ${count(limit)}`;
  return `room for about ${count(days)} more days under the ${plan} limit of ${count(limit)}`;
}

/** `tenYears`: the archive has ten years of days, so the search aim at ten years is judged (else only reported). */
export function formatEditionsReport(result: EditionsResult, tenYears = false): string {
  const lines = [`${EDITIONS_LABEL}: ${result.label}`];
  if (result.load)
    lines.push(
      `  translations written: ${count(result.load.inserted.nl)} Dutch and ${count(result.load.inserted.es)} Spanish in ${seconds(result.load.seconds)} s`,
    );
  const base = result.baseline;
  const build = result.build;
  if (base || build) {
    const row = (label: string, a: number | undefined, b: number | undefined, format: (v: number | undefined) => string): Row => [
      `  ${label}`,
      format(a),
      format(b),
      times(ratio(b, a)),
    ];
    const rows: Row[] = [
      row('HTML pages', base?.build.pages.html, build?.pages.html, count),
      row('files', base?.files.total, result.files?.total, count),
      row('pages in the search index', base?.build.pages.indexed ?? undefined, build?.pages.indexed ?? undefined, count),
      row('astro build (s)', base?.build.astroSeconds, build?.astroSeconds, seconds),
      row('pagefind (s)', base?.build.pagefindSeconds, build?.pagefindSeconds, seconds),
      row('total (s)', base?.build.totalSeconds, build?.totalSeconds, seconds),
    ];
    lines.push('', table(rows, ['Build', 'archive in English', 'with its translations', 'growth']));
    const verdict = (value: number | undefined, aim: number) =>
      value === undefined ? 'not measured' : tenYears ? (value <= aim ? 'met' : 'NOT MET') : '(not a ten-year archive: not judged)';
    lines.push(
      '',
      `  full build of ${LOCALES.length} editions at ten years <= ${AIMS.editionsBuildSeconds} s (empty cache): ${seconds(build?.totalSeconds)} s ${verdict(build?.totalSeconds, AIMS.editionsBuildSeconds)}; English only: ${seconds(base?.build.totalSeconds)} s`,
    );
    const publish = result.publish;
    if (publish && 'error' in publish) {
      lines.push(
        `  publish → served at ten years with ${LOCALES.length} editions <= ${AIMS.editionsPublishServedSeconds} s: not measured (${publish.error.split('\n')[0]})`,
      );
    } else {
      lines.push(
        `  publish → served at ten years with ${LOCALES.length} editions <= ${AIMS.editionsPublishServedSeconds} s (incremental rebuild): ${seconds(publish?.publishToServedSeconds)} s ${verdict(publish?.publishToServedSeconds, AIMS.editionsPublishServedSeconds)}${publish ? ` (search up to date ${seconds(publish.searchUpToDateSeconds)} s; rebuild ${seconds(publish.buildSeconds ?? undefined)} s, ${publish.failedReads} failed reads)` : ''}`,
      );
    }
    if (base && build) {
      const growth = buildGrowth(base.build, build);
      lines.push(
        '',
        `  Goal: build time grows by no more than the pages added: time ${times(growth.time)} for ${times(growth.pages)} pages: ${growth.met ? 'met' : 'NOT MET'}`,
      );
    }
  }

  if (result.editions.length) {
    const header = ['By edition', ...result.editions.map((e) => LOCALE_NAMES[e.locale])];
    const each = (f: (e: EditionsResult['editions'][number]) => string) => result.editions.map(f);
    const pageType = (e: EditionsResult['editions'][number], key: string) => e.pages.find((t) => t.key === key);
    const labels: Record<(typeof EDITION_PAGE_TYPES)[number], string> = {
      home: 'home',
      devotional: 'devotional',
      month: 'archive month page',
      confession: 'confession page',
    };
    const rows: Row[] = [
      ['  files (the edition’s own)', ...each((e) => count(e.files.files))],
      ['  HTML pages', ...each((e) => count(e.files.html))],
      ['  devotional pages', ...each((e) => count(e.files.devotionals))],
      ['  pages in its search index', ...each((e) => count(e.indexed))],
      [
        '  files per devotional (page, card, embed, oEmbed, fragment)',
        ...each((e) => (e.files.devotionals ? (e.files.devotionalFiles / e.files.devotionals).toFixed(1) : '-')),
      ],
      ['HTML, gzip KB (median / largest)'],
      ...EDITION_PAGE_TYPES.map((key): Row => [
        `  ${labels[key]}`,
        ...each((e) => {
          const t = pageType(e, key);
          if (!t) return 'not built';
          return t.pages > 1 ? `${kb(t.htmlMedian)} / ${kb(t.htmlMax)}` : kb(t.htmlMedian);
        }),
      ]),
      ['JavaScript before the first interaction, gzip KB'],
      ...EDITION_PAGE_TYPES.map((key): Row => [
        `  ${labels[key]}`,
        ...each((e) => {
          const t = pageType(e, key);
          return t ? `${kb(t.js)} (${t.jsFiles} files)` : 'not built';
        }),
      ]),
      ['Full-text search on the edition’s home, Chromium (ms)'],
      ['  Pagefind import + init + ready, on focus (once)', ...each((e) => ms(e.search?.initMs))],
      [
        '  query to first result, median (min-max)',
        ...each((e) => {
          const s = e.search;
          if (!s) return '-';
          if (s.medianMs === null) return 'failed';
          const all = s.queries.map((q) => q.ms);
          return `${ms(s.medianMs)} (${ms(Math.min(...all))}-${ms(Math.max(...all))})`;
        }),
      ],
      ['  queries with results', ...each((e) => (e.search ? `${e.search.queries.filter((q) => q.results > 0).length} of ${e.search.queries.length}` : '-'))],
    ];
    lines.push('', table(rows, header));
    const searchCells = result.editions.map((e) => {
      const median = e.search?.medianMs;
      const figure = median === null || median === undefined ? '-' : `${ms(median)} ms`;
      const verdict = median === null || median === undefined ? 'not measured' : median <= AIMS.tenYearSearchMs ? 'met' : 'NOT MET';
      return `${LOCALE_NAMES[e.locale]} ${figure}${tenYears ? ` ${verdict}` : ''}`;
    });
    lines.push(
      `  median full-text query at ten years <= ${AIMS.tenYearSearchMs} ms: ${searchCells.join('; ')}${tenYears ? '' : ' (not a ten-year archive: not judged)'}`,
    );
    if (result.files) lines.push(`  Files every edition shares (_astro/, Pagefind's code): ${count(result.files.shared)}`);
  }

  if (result.host && result.room) {
    const { files, filesPerDevotional } = result.host;
    const within = (limit: number) => (files > limit ? 'NOT within' : 'within');
    lines.push(
      '',
      `Cloudflare Pages' file limit: ${count(files)} files with ${LOCALES.length} editions (free plan ${count(PAGES_LIMITS.files)}: ${within(PAGES_LIMITS.files)}; paid plans ${count(PAID_PLAN_FILES)}: ${within(PAID_PLAN_FILES)}).`,
      `  Each released day adds ${filesPerDevotional} files in all editions: ${roomSentence(files, result.room.free, 'free', PAGES_LIMITS.files)}; ${roomSentence(files, result.room.paid, 'paid', PAID_PLAN_FILES)}.`,
    );
  }
  const notes = [
    ...result.editions.flatMap((e) => (e.search?.error ? [e.search.error] : [])),
    ...result.editions.flatMap((e) => (e.missing.length ? [`${LOCALE_NAMES[e.locale]}: not built: ${e.missing.join(', ')}`] : [])),
    ...(result.error ? [result.error.split('\n').slice(0, 3).join('\n    ')] : []),
  ];
  if (notes.length) lines.push('', 'Notes', ...notes.map((n) => `  ${n}`));
  return lines.join('\n');
}

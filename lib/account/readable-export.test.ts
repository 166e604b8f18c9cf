import { describe, expect, it } from 'vitest';
import { buildAccountExport, type AccountExport } from './data-export.ts';
import { ADMIN_BUILDS, rows } from './data-export.fixture.ts';
import { renderReadableExport } from './readable-export.ts';
import { messagesWithPrefix } from '../i18n/messages.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';

const file = buildAccountExport(rows, new Date('2026-12-02T10:00:00Z'));
const render = (data: AccountExport, locale: Locale = 'en') =>
  renderReadableExport(data, { locale, messages: messagesWithPrefix(locale, 'readableCopy.'), timeZone: 'UTC' });

/** The page's text as a person reads it: tags dropped, entities back to characters. */
function readText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The text of one section of the page, by its id. */
function sectionText(html: string, id: string): string {
  const match = new RegExp(`<section id="${id}">([\\s\\S]*?)</section>`).exec(html);
  if (!match) throw new Error(`no section ${id}`);
  return readText(match[1]);
}

const SECTIONS = [
  'account',
  'preferences',
  'reminders',
  'notes',
  'saved',
  'bookmarks',
  'history',
  'goals',
  'achievements',
  'practice',
  'groups',
  'newsletter',
  'feedback',
];

describe('the readable copy', () => {
  const html = render(file);

  it('is one inert page: no script, nothing fetched, a policy that allows only its own style', () => {
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html).not.toMatch(/<script|<img|<link|<iframe|\son\w+=/i);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`);
    expect(html).toContain('@media print');
  });

  it('escapes everything the account holds, so what a reader wrote stays text', () => {
    const hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const data: AccountExport = {
      ...file,
      notes: [{ ...file.notes[0], title: `Title ${hostile}`, text: `Note ${hostile}\nsecond line` }],
      readingGroups: [{ ...file.readingGroups[0], name: `Group ${hostile}` }],
      practice: { ...file.practice, learners: [{ ...file.practice.learners[0], name: `Anna ${hostile}` }] },
      profile: { ...file.profile!, fullName: `Ruth ${hostile}` },
    };
    const page = render(data);
    expect(page).not.toMatch(/<script|<img/i);
    expect(page).toContain('Note &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;\nsecond line');
    for (const text of [`Title ${hostile}`, `Group ${hostile}`, `Anna ${hostile}`, `Ruth ${hostile}`]) expect(readText(page)).toContain(text);
  });

  it('has every section, in the order a person reads it', () => {
    const ids = [...html.matchAll(/<section id="([a-z]+)">/g)].map((m) => m[1]);
    expect(ids).toEqual(SECTIONS);
  });

  it('shows each kind of data with its names and dates', () => {
    expect(sectionText(html, 'account')).toContain('E-mail address ruth@example.test');
    expect(sectionText(html, 'account')).toContain('Name Ruth Reader');
    expect(sectionText(html, 'account')).toContain('Language of account e-mails Dutch');
    expect(sectionText(html, 'account')).toContain('Phone, added February 1, 2026');
    expect(sectionText(html, 'account')).toContain('1 profile picture stored');
    expect(sectionText(html, 'preferences')).toContain('Narration voice Female');
    expect(sectionText(html, 'preferences')).toContain('1.25×');
    expect(sectionText(html, 'preferences')).toContain('English Berean Standard Bible');
    expect(sectionText(html, 'preferences')).toContain('Dutch Statenvertaling');
    expect(sectionText(html, 'preferences')).toContain('Spanish Not chosen (the edition shows the Reina-Valera 1909)');
    expect(sectionText(html, 'notes')).toContain(
      'The Shepherd Devotional of November 30, 2026 · Written November 30, 2026, last changed November 30, 2026 Goodness and mercy.',
    );
    expect(sectionText(html, 'saved')).toContain('The Shepherd November 30, 2026 November 30, 2026');
    expect(sectionText(html, 'bookmarks')).toContain('Westminster Shorter Catechism Question 1');
    expect(sectionText(html, 'history')).toContain('November 30, 2026 The Shepherd November 30, 2026 3 minutes');
    expect(sectionText(html, 'history')).toContain('December 1, 2026 No longer on the site No longer on the site 3 minutes');
    expect(sectionText(html, 'goals')).toContain('Weekly 5 November 30, 2026 December 7, 2026 Yes');
    expect(sectionText(html, 'achievements')).toContain('First Steps Read your first devotional.');
    expect(sectionText(html, 'feedback')).toContain('Our family reads it every morning. Scotland 5/5 Waiting for review');
    expect(sectionText(html, 'groups')).toContain('Tuesday Bible study Leader Yes November 20, 2026 By the leader on November 25, 2026');
    expect(sectionText(html, 'groups')).toContain(
      'Tuesday Bible study · Question · November 23, 2026 · posted November 23, 2026 at 8:00 PM Answering: What does the shepherd give? Rest, I think.',
    );
    expect(sectionText(html, 'groups')).toContain('Tuesday Bible study · Prayer request · the week of November 23, 2026 · posted');
    expect(sectionText(html, 'newsletter')).toContain('Devotional e-mails ruth@example.test receives the daily e-mail.');
  });

  it('shows the daily reminder and each device that receives it by its push service, without its keys', () => {
    const reminders = sectionText(html, 'reminders');
    expect(reminders).toContain('Reminders on Yes Time 7:00 AM Time zone Europe/Amsterdam Edition Dutch On your devices Yes By e-mail No');
    expect(reminders).toContain('A gentle nudge in the evening Yes Last reminded December 1, 2026 Last nudged in the evening Never');
    expect(reminders).toContain('fcm.googleapis.com November 28, 2026 December 1, 2026');
    expect(reminders).toContain('updates.push.services.mozilla.com November 29, 2026 Never');
    expect(reminders).toContain('The keys its browser made to encrypt reminders are in neither copy');
    const atOnce = render({ ...file, reminders: { ...file.reminders!, hour: null, enabled: false } });
    expect(sectionText(atOnce, 'reminders')).toContain('Reminders on No Time As soon as the day’s devotional is out');
    const never = sectionText(render({ ...file, reminders: null, pushSubscriptions: [] }), 'reminders');
    expect(never).toContain('You have not set up reminders.');
    expect(never).toContain('No device receives reminders.');
  });

  it("lists an administrator's requested rebuilds; a reader's copy has no such section", () => {
    expect(html).not.toContain('<section id="builds">');
    const admin = buildAccountExport({ ...rows, roles: [{ role: 'admin' }], siteBuilds: ADMIN_BUILDS }, new Date('2026-12-02T10:00:00Z'));
    const builds = sectionText(render(admin), 'builds');
    expect(builds).toContain('November 29, 2026 at 9:00 AM Not set Failed');
    expect(builds).toContain('November 30, 2026 at 9:00 AM Rebuild now Published');
    const none = render(buildAccountExport({ ...rows, roles: [{ role: 'admin' }] }, new Date()));
    expect(sectionText(none, 'builds')).toContain('Nothing here.');
  });

  it('names what the reader and each learner learn, their Bible and their progress', () => {
    const practice = sectionText(html, 'practice');
    expect(practice).toContain('You What is learned Progress Memory verse Psalm 23:1, from “The Shepherd” 1 review, next on November 11, 2026');
    expect(practice).toContain('A memory verse no longer on the site');
    expect(practice).toContain('Practised on 1 day, last on November 10, 2026.');
    expect(practice).toContain('Anna, age 6 to 9 Bible: King James Version');
    expect(practice).toContain('Westminster Shorter Catechism, Question 1: What is the chief end of man?');
    expect(practice).toContain('Ben, age 10 to 13 Bible: the same as yours');
    expect(practice).toContain('Carlos, age teenager Bible: Reina-Valera 1909');
    expect(practice).toContain('Daan, age adult Bible: Statenvertaling');
    expect(practice).toContain('Nothing practised yet.');
    const mastered = render({ ...file, practice: { ...file.practice, progress: [{ ...file.practice.progress[0], masteredAt: '2026-12-01T08:00:00Z' }] } });
    expect(sectionText(mastered, 'practice')).toContain('Known by heart since December 1, 2026');
  });

  it('says so where a section is empty', () => {
    const empty: AccountExport = {
      ...file,
      profile: null,
      avatarFiles: [],
      audioPreferences: null,
      bibleTranslations: { en: null, nl: null, es: null, pt: null },
      savedDevotionals: [],
      bookmarkedSections: [],
      notes: [],
      readingHistory: [],
      readingGoals: [],
      achievements: [],
      feedback: [],
      practice: { learners: [], progress: [], days: [], items: [] },
      readingGroups: [],
      groupPosts: [],
      newsletter: { address: 'ruth@example.test', subscribed: false, frequency: null },
    };
    const page = render(empty);
    for (const id of ['notes', 'saved', 'bookmarks', 'history', 'goals', 'achievements', 'practice', 'groups', 'feedback']) {
      expect(sectionText(page, id)).toContain('Nothing here.');
    }
    expect(sectionText(page, 'account')).toContain('0 profile pictures stored');
    expect(sectionText(page, 'preferences')).toContain('Narration voice Not set');
    expect(sectionText(page, 'newsletter')).toContain('ruth@example.test is not on the devotional e-mail list.');
  });

  it.each([
    [
      'nl',
      [
        'Uw aantekeningen',
        'Overdenking van 30 november 2026',
        '1,25×',
        'Nederlands Statenvertaling',
        'Tekst om te onthouden: Psalm 23:1, uit ‘The Shepherd’',
        'Vraag 1',
        '3 minuten',
        'Tijd 07:00',
        'Laatst herinnerd 1 december 2026',
        'Niets om te tonen.',
      ],
    ],
    [
      'es',
      [
        'Tus notas',
        'Devocional del 30 de noviembre de 2026',
        '1,25×',
        'Neerlandés Statenvertaling',
        'Versículo para memorizar Salmo 23:1, de «The Shepherd»',
        'Pregunta 1',
        '3 minutos',
        'Hora 7:00',
        'Recordatorios diarios',
        'Nada que mostrar.',
      ],
    ],
  ] as const)('speaks %s: its labels, its dates and numbers, its book names', (locale, expected) => {
    const page = render({ ...file, feedback: [] }, locale);
    expect(page).toContain(`<html lang="${locale}">`);
    for (const text of expected) expect(readText(page)).toContain(text);
    // No English label is left: every message key of the area has its language's words.
    expect(readText(page)).not.toMatch(/readableCopy\.|Nothing here|Your notes|Devotional of|Memory verse/);
  });

  it('has every label in every edition', () => {
    for (const locale of LOCALES) expect(readText(render(file, locale))).not.toContain('readableCopy.');
  });
});

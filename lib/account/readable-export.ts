/**
 * "Download a readable copy": the data export (lib/account/data-export.ts) as one HTML page a person can open in any
 * browser and print, in the reader's edition language. Self-contained and inert: inline CSS, no script, no image or
 * font fetched, a Content-Security-Policy that allows nothing else, and every value from the account escaped, so a
 * note or a group name cannot become markup. Dates and numbers go through Intl for the edition's locale.
 */
import { escapeHtml } from '../escape.ts';
import { format, formatPlural, type MessageParams } from '../i18n/format.ts';
import { calendarDates } from '../i18n/calendar-dates.ts';
import { INTL_LOCALES, isLocale, LOCALES, type Locale } from '../i18n/locales.ts';
import { referenceIn } from '../scripture/book-names.ts';
import { editionBible, isBible, TRANSLATIONS } from '../scripture/translations.ts';
import type { AccountExport } from './data-export.ts';

export interface ReadableCopyOptions {
  locale: Locale;
  /** The `readableCopy.` messages of the edition's catalogue. */
  messages: Record<string, string>;
  /** The time zone instants are shown in; the reader's own by default. */
  timeZone?: string;
}

/** Markup, as opposed to text: only this module's own templates make it. */
type Html = { html: string };
const raw = (html: string): Html => ({ html });
const text = (value: string): Html => raw(escapeHtml(value));
const join = (parts: Html[], separator = ''): Html => raw(parts.map((p) => p.html).join(separator));

const STYLE = `
  :root { color-scheme: light; }
  body { font: 16px/1.5 Georgia, 'Times New Roman', serif; color: #1f2937; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
  h1 { font-size: 1.75rem; margin: 0 0 .5rem; }
  h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; border-bottom: 1px solid #d1d5db; padding-bottom: .25rem; }
  h3 { font-size: 1.05rem; margin: 1.25rem 0 .25rem; }
  table { border-collapse: collapse; width: 100%; font-size: .95rem; }
  th, td { text-align: left; vertical-align: top; padding: .3rem .5rem; border-bottom: 1px solid #e5e7eb; }
  th { font-weight: 600; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .note { white-space: pre-wrap; margin: .25rem 0 0; }
  .muted { color: #4b5563; font-size: .9rem; }
  .empty { color: #4b5563; font-style: italic; }
  footer { margin-top: 3rem; color: #4b5563; font-size: .85rem; }
  @media print {
    body { margin: 0; max-width: none; font-size: 11pt; }
    h2, h3 { break-after: avoid; }
    tr, article { break-inside: avoid; }
  }
`;

/** The page for one export, in `options.locale`'s language. */
export function renderReadableExport(file: AccountExport, options: ReadableCopyOptions): string {
  const { locale, messages } = options;
  const intl = INTL_LOCALES[locale];
  const t = (key: string, params?: MessageParams) => format(messages[`readableCopy.${key}`] ?? `readableCopy.${key}`, params);
  const plural = (key: string, count: number, params?: MessageParams) => formatPlural(messages, locale, `readableCopy.${key}`, count, params);
  const days = calendarDates(locale);
  const day = (value: string | null) => (value ? days.monthDayYear(value) : t('gone'));
  const instant = (value: string | null) =>
    value ? new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeStyle: 'short', timeZone: options.timeZone }).format(new Date(value)) : t('notSet');
  const onDay = (value: string) => new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: options.timeZone }).format(new Date(value));
  const number = (value: number) => new Intl.NumberFormat(intl).format(value);
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  const bibleName = (id: string) => (isBible(id) ? TRANSLATIONS[id].name : id);
  const languageName = (of: Locale) => {
    const name = new Intl.DisplayNames([intl], { type: 'language' }).of(of) ?? of;
    return name.charAt(0).toLocaleUpperCase(intl) + name.slice(1);
  };
  const devotionalTitle = (title: string | null) => text(title ?? t('gone'));
  const unit = (type: string | null, n: number | null) =>
    n === null ? '' : messages[`readableCopy.unit.${type}`] ? t(`unit.${type}`, { number: number(n) }) : t('unit.section', { number: number(n) });

  const section = (id: string, heading: string, body: Html | null) =>
    raw(`<section id="${id}"><h2>${escapeHtml(heading)}</h2>${body ? body.html : `<p class="empty">${escapeHtml(t('empty'))}</p>`}</section>`);
  const table = (headers: string[], rows: Html[][]): Html | null =>
    rows.length === 0
      ? null
      : raw(
          `<table><thead><tr>${headers.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows
            .map((cells) => `<tr>${cells.map((c) => `<td>${c.html}</td>`).join('')}</tr>`)
            .join('')}</tbody></table>`,
        );
  const list = (pairs: Array<[string, Html]>) => raw(`<dl>${pairs.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${value.html}</dd>`).join('')}</dl>`);

  const { account, profile } = file;
  const accountSection = section(
    'account',
    t('account.heading'),
    list([
      [t('account.email'), text(account.email ?? t('notSet'))],
      [t('account.name'), text(profile?.fullName ?? t('notSet'))],
      [t('account.created'), text(instant(account.createdAt))],
      [t('account.lastSignIn'), text(instant(account.lastSignInAt))],
      [t('account.confirmed'), text(instant(account.emailConfirmedAt))],
      [t('account.language'), text(account.language ? languageName(account.language) : t('notSet'))],
      [
        t('account.signIn'),
        text(account.signInMethods.map((m) => (messages[`readableCopy.account.method.${m}`] ? t(`account.method.${m}`) : m)).join(', ') || t('notSet')),
      ],
      [
        t('account.authenticators'),
        account.secondFactors.length
          ? join(
              account.secondFactors.map((f) => text(t('account.authenticator', { name: f.name ?? f.type, date: onDay(f.createdAt) }))),
              '<br>',
            )
          : text(t('notSet')),
      ],
      ...(account.roles.includes('admin') ? [[t('account.administrator'), text(t('yes'))] as [string, Html]] : []),
      ...(profile?.blocked ? [[t('account.blocked'), text(t('yes'))] as [string, Html]] : []),
      [t('account.picturesLabel'), text(plural('account.pictures', file.avatarFiles.length))],
    ]),
  );

  const bibleRows = LOCALES.map((edition) => {
    const chosen = file.bibleTranslations[edition];
    return [text(languageName(edition)), text(chosen ? bibleName(chosen) : t('preferences.editionDefault', { bible: bibleName(editionBible(edition)) }))];
  });
  const audio = file.audioPreferences;
  const preferencesSection = section(
    'preferences',
    t('preferences.heading'),
    join([
      list([
        [t('preferences.voice'), text(audio ? t(`preferences.voice.${audio.voice}`) : t('notSet'))],
        [t('preferences.speed'), text(audio ? `${number(audio.speed)}×` : t('notSet'))],
      ]),
      raw(`<h3>${escapeHtml(t('preferences.bible'))}</h3>`),
      table([t('preferences.edition'), t('preferences.bible')], bibleRows)!,
    ]),
  );

  // The reminder's hour is a time of day on the reader's clock in its own time zone: written as the edition writes
  // times, not moved into the zone the copy is read in.
  const timeOfDay = (hour: number) => new Intl.DateTimeFormat(intl, { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 1, hour)));
  const reminders = file.reminders;
  const devices = table(
    [t('reminders.pushService'), t('reminders.added'), t('reminders.lastUsed')],
    file.pushSubscriptions.map((d) => [
      text(d.pushService.replace(/^https:\/\//, '')),
      text(onDay(d.createdAt)),
      text(d.lastUsedAt ? onDay(d.lastUsedAt) : t('reminders.never')),
    ]),
  );
  const remindersSection = section(
    'reminders',
    t('reminders.heading'),
    join([
      reminders
        ? list([
            [t('reminders.enabled'), text(yesNo(reminders.enabled))],
            [t('reminders.hour'), text(reminders.hour === null ? t('reminders.asSoonAsOut') : timeOfDay(reminders.hour))],
            [t('reminders.timeZone'), text(reminders.timeZone ?? t('notSet'))],
            [t('reminders.edition'), text(isLocale(reminders.language) ? languageName(reminders.language) : reminders.language)],
            [t('reminders.byPush'), text(yesNo(reminders.byPush))],
            [t('reminders.byEmail'), text(yesNo(reminders.byEmail))],
            [t('reminders.nudge'), text(yesNo(reminders.eveningStreakNudge))],
            [t('reminders.lastReminded'), text(reminders.lastRemindedOn ? day(reminders.lastRemindedOn) : t('reminders.never'))],
            [t('reminders.lastNudged'), text(reminders.lastNudgedOn ? day(reminders.lastNudgedOn) : t('reminders.never'))],
            [t('reminders.changed'), text(instant(reminders.updatedAt))],
          ])
        : raw(`<p class="empty">${escapeHtml(t('reminders.none'))}</p>`),
      raw(`<h3>${escapeHtml(t('reminders.devices'))}</h3>`),
      devices ?? raw(`<p class="empty">${escapeHtml(t('reminders.noDevices'))}</p>`),
      raw(`<p class="muted">${escapeHtml(t('reminders.devicesNote'))}</p>`),
    ]),
  );

  const savedSection = section(
    'saved',
    t('saved.heading'),
    table(
      [t('devotional'), t('devotionalDate'), t('saved.on')],
      file.savedDevotionals.map((s) => [devotionalTitle(s.title), text(day(s.date)), text(onDay(s.savedAt))]),
    ),
  );

  const notesSection = section(
    'notes',
    t('notes.heading'),
    file.notes.length
      ? join(
          file.notes.map((n) =>
            raw(
              `<article><h3>${devotionalTitle(n.title).html}</h3><p class="muted">${escapeHtml(t('notes.about', { date: day(n.date) }))} · ${escapeHtml(
                t('notes.written', { date: onDay(n.createdAt), changed: onDay(n.updatedAt) }),
              )}</p><p class="note">${escapeHtml(n.text)}</p></article>`,
            ),
          ),
        )
      : null,
  );

  const bookmarksSection = section(
    'bookmarks',
    t('bookmarks.heading'),
    table(
      [t('bookmarks.document'), t('bookmarks.section'), t('bookmarks.on')],
      file.bookmarkedSections.map((b) => [
        text(b.confession ?? t('gone')),
        text([unit(b.sectionType, b.sectionNumber), b.sectionTitle ?? ''].filter(Boolean).join(': ')),
        text(onDay(b.bookmarkedAt)),
      ]),
    ),
  );

  const historySection = section(
    'history',
    t('history.heading'),
    table(
      [t('history.readOn'), t('devotional'), t('devotionalDate'), t('history.time')],
      file.readingHistory.map((h) => [
        text(day(h.readOn)),
        devotionalTitle(h.title),
        text(day(h.date)),
        text(plural('minutes', Math.max(1, Math.round(h.secondsReading / 60)))),
      ]),
    ),
  );

  const goalsSection = section(
    'goals',
    t('goals.heading'),
    table(
      [t('goals.period'), t('goals.target'), t('goals.from'), t('goals.until'), t('goals.active')],
      file.readingGoals.map((g) => [
        text(t(`goals.period.${g.period}`)),
        text(number(g.target)),
        text(day(g.startDate)),
        text(day(g.endDate)),
        text(yesNo(g.active)),
      ]),
    ),
  );

  const achievementsSection = section(
    'achievements',
    t('achievements.heading'),
    table(
      [t('achievements.name'), t('achievements.earned')],
      file.achievements.map((a) => [
        raw(`<strong>${escapeHtml(a.name)}</strong>${a.description ? `<br><span class="muted">${escapeHtml(a.description)}</span>` : ''}`),
        text(onDay(a.earnedAt)),
      ]),
    ),
  );

  const feedbackSection = section(
    'feedback',
    t('feedback.heading'),
    table(
      [t('feedback.text'), t('feedback.country'), t('feedback.rating'), t('feedback.status'), t('feedback.sent')],
      file.feedback.map((f) => [
        text(f.text),
        text(f.country),
        text(f.rating === null ? t('notSet') : `${number(f.rating)}/${number(5)}`),
        text(t(`feedback.status.${f.status}`)),
        text(onDay(f.createdAt)),
      ]),
    ),
  );

  // The reader's own posts in the groups' conversations, as written (line breaks kept), under the groups' table.
  const groupPosts = file.groupPosts.length
    ? join([
        raw(`<h3>${escapeHtml(t('groups.posts'))}</h3>`),
        ...file.groupPosts.map((p) => {
          const about = p.day ? day(p.day) : t('groups.week', { date: day(p.weekOf) });
          const when = [t('groups.posted', { date: instant(p.postedAt) }), ...(p.editedAt ? [t('groups.edited', { date: instant(p.editedAt) })] : [])];
          const heading = [p.group ?? t('gone'), t(`groups.kind.${p.kind}`), about, ...when].map(escapeHtml).join(' · ');
          const answering = p.answering ? `<p class="muted">${escapeHtml(t('groups.answering', { question: p.answering }))}</p>` : '';
          return raw(`<article><p class="muted">${heading}</p>${answering}<p class="note">${escapeHtml(p.text)}</p></article>`);
        }),
      ])
    : raw('');

  const groupsSection = section(
    'groups',
    t('groups.heading'),
    file.readingGroups.length
      ? join([
          table(
            [t('groups.name'), t('groups.role'), t('groups.shares'), t('groups.joined'), t('groups.paused')],
            file.readingGroups.map((g) => [
              text(g.name ?? t('gone')),
              text(t(`groups.role.${g.role}`)),
              text(yesNo(g.sharesReadingDays)),
              text(onDay(g.joinedAt)),
              text(g.postingPausedAt ? t('groups.pausedOn', { date: onDay(g.postingPausedAt) }) : t('no')),
            ]),
          )!,
          raw(`<p class="muted">${escapeHtml(t('groups.othersNote'))}</p>`),
          groupPosts,
        ])
      : null,
  );

  const { newsletter } = file;
  const newsletterSection = section(
    'newsletter',
    t('newsletter.heading'),
    raw(
      `<p>${escapeHtml(
        newsletter.subscribed && newsletter.frequency
          ? t('newsletter.subscribed', { address: newsletter.address ?? '', frequency: t(`newsletter.frequency.${newsletter.frequency}`) })
          : t('newsletter.notSubscribed', { address: newsletter.address ?? '' }),
      )}</p>`,
    ),
  );

  const items = new Map(file.practice.items.map((i) => [i.item, i]));
  const itemName = (key: string): string => {
    const item = items.get(key);
    if (!item) return key;
    if (item.kind === 'verse') {
      return item.title === null ? t('practice.verseGone') : t('practice.verse', { reference: referenceIn(locale, item.reference ?? ''), title: item.title });
    }
    const where = [unit(item.sectionType, item.sectionNumber), item.sectionTitle ?? ''].filter(Boolean).join(': ');
    return [item.confession ?? t('gone'), where || item.section].join(', ');
  };
  const practiser = (learnerId: string | null, heading: string, details: string[]) => {
    const progress = file.practice.progress.filter((p) => p.learnerId === learnerId);
    const practised = file.practice.days.filter((d) => d.learnerId === learnerId);
    const rows = progress.map((p) => [
      text(itemName(p.item)),
      text(p.masteredAt ? t('practice.mastered', { date: onDay(p.masteredAt) }) : plural('practice.learning', p.reviews, { date: onDay(p.dueAt) })),
    ]);
    const last = practised.at(-1);
    return raw(
      `<article><h3>${escapeHtml(heading)}</h3>${details.map((d) => `<p class="muted">${escapeHtml(d)}</p>`).join('')}${
        table([t('practice.item'), t('practice.progress')], rows)?.html ?? `<p class="empty">${escapeHtml(t('practice.nothing'))}</p>`
      }${last ? `<p>${escapeHtml(plural('practice.days', practised.length, { date: day(last.day) }))}</p>` : ''}</article>`,
    );
  };
  const hasOwnPractice = file.practice.progress.some((p) => p.learnerId === null);
  const practiceSection = section(
    'practice',
    t('practice.heading'),
    hasOwnPractice || file.practice.learners.length
      ? join([
          practiser(null, t('practice.you'), []),
          ...file.practice.learners.map((l) =>
            practiser(l.id, t('practice.learner', { name: l.name, age: t(`practice.age.${l.ageBand}`) }), [
              l.bibleTranslation ? t('practice.bible', { bible: bibleName(l.bibleTranslation) }) : t('practice.bibleYours'),
              t('practice.added', { date: onDay(l.addedAt) }),
            ]),
          ),
        ])
      : null,
  );

  // Only an administrator asks for rebuilds: everyone else's copy has no such section.
  const buildsSection =
    account.roles.includes('admin') || file.siteBuildsRequested.length
      ? section(
          'builds',
          t('builds.heading'),
          table(
            [t('builds.requested'), t('builds.reason'), t('builds.status')],
            file.siteBuildsRequested.map((b) => [
              text(instant(b.requestedAt)),
              text(b.reason ?? t('notSet')),
              text(messages[`readableCopy.builds.status.${b.status}`] ? t(`builds.status.${b.status}`) : b.status),
            ]),
          ),
        )
      : raw('');

  const made = instant(file.exportedAt);
  const body = join([
    raw(`<header><h1>${escapeHtml(t('title'))}</h1><p>${escapeHtml(t('intro', { email: account.email ?? '', date: made }))}</p></header>`),
    accountSection,
    preferencesSection,
    remindersSection,
    notesSection,
    savedSection,
    bookmarksSection,
    historySection,
    goalsSection,
    achievementsSection,
    practiceSection,
    groupsSection,
    newsletterSection,
    feedbackSection,
    buildsSection,
    raw(`<footer>${escapeHtml(t('footer', { date: made, format: file.format, version: file.version }))}</footer>`),
  ]);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('title'))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body.html}
</main>
</body>
</html>
`;
}

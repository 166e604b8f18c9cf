/**
 * Every e-mail a Dutch, Spanish or Portuguese reader receives, rendered in their edition and read as the whole-edition walk
 * reads a page (lib/i18n/visible-english.ts): the Auth e-mails (supabase/templates, their subjects in
 * supabase/config.toml), the daily e-mail with a translated devotional and with the English one on a day without a
 * translation, the weekly digest, the account-deletion e-mails and a reading group's invitation. None may hold English outside lang="en", a book
 * named in English or a number written the English way.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accountDeletedEmail, deletionCodeEmail } from '@lib/account/deletion-emails.ts';
import { groupInvitationEmail } from '@lib/groups/email-invitations.ts';
import { textRunsFromHtml } from '@lib/i18n/html-text-runs.ts';
import { describeFindings, englishInEdition, type TextRun } from '@lib/i18n/visible-english.ts';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@lib/editions/registry.ts';
import { bibleCredit, editionBible } from '@lib/scripture/translations.ts';
import { escapeHtml } from './email.ts';
import { emailTemplatesFromToml, renderTemplate, type TemplateValues } from '../../local/auth/email-templates.ts';
import { readProjectToml } from '../../local/project-toml.ts';
import { renderDailyEmail, type DailyDevotional } from '../daily-email/daily.ts';
import { renderDigest, type DigestDevotional } from '../weekly-digest/digest.ts';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
const templates = emailTemplatesFromToml(readProjectToml(path.join(projectRoot, 'supabase/config.toml')), projectRoot);

const links = {
  siteUrl: 'https://rd.example.org',
  unsubscribeUrl: 'https://rd.example.org/newsletter/unsubscribe/?token=t',
  preferencesUrl: 'https://rd.example.org/newsletter/preferences/?token=t',
};

const TRANSLATED: Record<TranslatedLocale, DailyDevotional> = {
  nl: {
    id: 'nl1',
    date: '2026-11-27',
    title: 'De goede Herder',
    passage: 'John 10:11-18',
    scriptureText: '11 Ik ben de goede Herder; de goede herder stelt zijn leven voor de schapen.',
    reflection: 'De Heere Jezus noemt Zich de goede Herder (John 10:11).\n\nHij kent Zijn schapen.\n\nEen derde alinea.',
    memoryVerse: 'Ik ben de goede Herder (John 10:11)',
    imageUrl: '/media/covers/nl1.jpg',
    audioUrl: 'https://cdn.example.org/nl1.mp3',

    kjv: { scriptureText: '11 I am the good shepherd: the good shepherd giveth his life for the sheep.', memoryVerse: 'I am the good shepherd (John 10:11)' },
  },
  es: {
    id: 'es1',
    date: '2026-11-27',
    title: 'El buen pastor',
    passage: 'John 10:11-18',
    scriptureText: '11 Yo soy el buen pastor: el buen pastor su vida da por las ovejas.',
    reflection: 'Jesús se llama a sí mismo el buen pastor (John 10:11).\n\nÉl conoce a sus ovejas.\n\nUn tercer párrafo.',
    memoryVerse: 'Yo soy el buen pastor (John 10:11)',
    imageUrl: '/media/covers/es1.jpg',
    audioUrl: 'https://cdn.example.org/es1.mp3',

    kjv: { scriptureText: '11 I am the good shepherd: the good shepherd giveth his life for the sheep.', memoryVerse: 'I am the good shepherd (John 10:11)' },
  },
  pt: {
    id: 'pt1',
    date: '2026-11-27',
    title: 'O bom Pastor',
    passage: 'John 10:11-18',
    scriptureText: '11 Eu sou o bom Pastor; o bom Pastor dá sua vida pelas ovelhas.',
    reflection: 'Jesus chama a si mesmo de bom Pastor (John 10:11).\n\nEle conhece as suas ovelhas.\n\nUm terceiro parágrafo.',
    memoryVerse: 'Eu sou o bom Pastor (John 10:11)',
    imageUrl: '/media/covers/pt1.jpg',
    audioUrl: 'https://cdn.example.org/pt1.mp3',

    kjv: { scriptureText: '11 I am the good shepherd: the good shepherd giveth his life for the sheep.', memoryVerse: 'I am the good shepherd (John 10:11)' },
  },
};

const GROUP_NAMES: Record<TranslatedLocale, string> = { nl: 'Dinsdagkring', es: 'Grupo del martes', pt: 'Grupo de terça-feira' };

const ENGLISH_DAY: DailyDevotional = {
  id: 'en1',
  date: '2026-11-28',
  title: 'Kept by Grace',
  passage: 'Jude 1:24-25',
  scriptureText: 'Now unto him that is able to keep you from falling',
  reflection: 'He who began a good work will finish it.\n\nOur standing rests on his keeping.',
  memoryVerse: 'Now unto him that is able to keep you from falling (Jude 1:24)',
  imageUrl: null,
  audioUrl: null,
};

/**
 * The e-mail's subject and HTML as runs. A subject cannot mark a language: an English devotional's title in it is
 * read as English, the words around it in the edition's.
 */
function mailRuns(lang: TranslatedLocale, name: string, mail: { subject: string; html: string }, englishTitle?: string): TextRun[] {
  const subject = englishTitle ? mail.subject.replace(englishTitle, ' ') : mail.subject;
  return [
    { text: subject, lang, where: `${name} subject` },
    ...(englishTitle ? [{ text: englishTitle, lang: 'en', where: `${name} subject` }] : []),
    ...textRunsFromHtml(mail.html, `${name} html`, lang),
  ];
}

function authMails(lang: TranslatedLocale): TextRun[] {
  const values: TemplateValues = {
    ConfirmationURL: 'https://api.example.org/auth/v1/verify?token=abc&type=signup',
    Token: '123456',
    TokenHash: 'abc',
    SiteURL: 'https://rd.example.org',
    RedirectTo: `https://rd.example.org/${lang}/auth/`,
    Email: 'lezer@example.org',
    NewEmail: 'nieuw@example.org',
    Data: { locale: lang },
  };
  return Object.entries(templates).flatMap(([name, template]) =>
    mailRuns(lang, `auth ${name}`, { subject: renderTemplate(template.subject, values, false), html: renderTemplate(template.body, values) }),
  );
}

describe.each(TRANSLATED_LOCALES)('the e-mails of the %s edition', (lang) => {
  const expectNoEnglish = (runs: TextRun[]) => expect(describeFindings(englishInEdition(lang, runs))).toEqual([]);

  it('the Auth e-mails, each subject and body', () => {
    const runs = authMails(lang);
    expect(runs.length).toBeGreaterThan(4 * 5);
    expectNoEnglish(runs);
  });

  it("the daily e-mail with the edition's devotional, in its Bible and in the KJV", () => {
    for (const translation of [editionBible(lang), 'kjv'] as const) {
      const mail = renderDailyEmail(TRANSLATED[lang], { ...links, language: lang, devotionalLanguage: lang, translation });
      const runs = mailRuns(lang, `daily (${translation})`, mail);
      // The KJV's own words are English on purpose, marked as such; the words around them must not be.
      if (translation === 'kjv') expect(mail.html).toContain('<blockquote lang="en"');
      // A Bible whose licence asks for a credit (the Bíblia Livre) is credited in the footer, in the form its README gives.
      const credit = bibleCredit(translation);
      if (credit) expect([mail.html.includes(escapeHtml(credit)), mail.text.includes(credit)]).toEqual([true, true]);
      else expect(mail.html).not.toContain('data-testid="bible-credit"');
      expectNoEnglish(runs);
    }
  });

  it('the daily e-mail on a day without a translation: the English devotional marked English, the rest in the edition', () => {
    const mail = renderDailyEmail(ENGLISH_DAY, { ...links, language: lang, devotionalLanguage: 'en' });
    const runs = mailRuns(lang, 'daily (English devotional)', mail, ENGLISH_DAY.title);
    expect(runs).toContainEqual({ text: 'Our standing rests on his keeping.', lang: 'en', where: 'daily (English devotional) html' });
    expectNoEnglish(runs);
  });

  it('the weekly digest, with a translated day and an English one', () => {
    const week: DigestDevotional[] = [
      {
        id: TRANSLATED[lang].id,
        date: '2026-11-23',
        title: TRANSLATED[lang].title,
        passage: 'John 10:11-18',
        memoryVerse: TRANSLATED[lang].memoryVerse,
        imageUrl: null,
        language: lang,
      },
      {
        id: 'en2',
        date: '2026-11-24',
        title: 'The Shepherd Who Leads',
        passage: 'Psalm 23',
        memoryVerse: 'He leadeth me beside the still waters. (Psalm 23:2)',
        imageUrl: null,
        language: 'en',
      },
    ];
    expectNoEnglish(mailRuns(lang, 'digest', renderDigest(week, { ...links, weekEnd: '2026-11-29', language: lang })));
  });

  it('the account-deletion e-mails', () => {
    expectNoEnglish([...mailRuns(lang, 'deletion code', deletionCodeEmail(lang, '123456')), ...mailRuns(lang, 'account deleted', accountDeletedEmail(lang))]);
  });

  it("a reading group's invitation, from a leader with a name and from one without", () => {
    const group = GROUP_NAMES[lang];
    const invitation = (leaderName: string | null) =>
      groupInvitationEmail(lang, {
        groupName: group,
        leaderName,
        link: `https://rd.example.org/${lang}/groups/join/#token=${'a'.repeat(64)}`,
        siteUrl: 'rd.example.org',
      });
    expectNoEnglish([...mailRuns(lang, 'group invitation', invitation('Maria')), ...mailRuns(lang, 'group invitation (no name)', invitation(null))]);
  });
});

import { describe, expect, it } from 'vitest';
import { dailyReminderMessage, nudgeDue, reminderDue, streakNudgeMessage, type ReminderDevotional } from './notification.ts';

const english: ReminderDevotional = {
  id: 'd-en',
  date: '2027-01-04',
  title: 'The Good Shepherd',
  memoryVerse: 'I am the good shepherd. (John 10:11)',
  passage: 'John 10:1-18',
  language: 'en',
};

describe('the daily reminder message', () => {
  it('names today’s title and memory verse and opens today’s page, in the Declarative Web Push shape', () => {
    expect(dailyReminderMessage(english, 'https://example.org/')).toEqual({
      web_push: 8030,
      notification: {
        title: 'The Good Shepherd',
        body: 'Memory verse: John 10:11',
        navigate: 'https://example.org/devotional/d-en/',
        lang: 'en',
        tag: 'daily-2027-01-04',
      },
      kind: 'daily',
    });
  });

  it('speaks the edition’s language and book names, and links the edition’s page', () => {
    const dutch = { ...english, id: 'd-nl', title: 'De goede Herder', memoryVerse: 'John 10:11', language: 'nl' as const };
    expect(dailyReminderMessage(dutch, 'https://example.org').notification).toMatchObject({
      title: 'De goede Herder',
      body: 'Tekst om te onthouden: Johannes 10:11',
      navigate: 'https://example.org/nl/devotional/d-nl/',
      lang: 'nl',
    });
    const spanish = { ...english, id: 'd-es', memoryVerse: null, passage: 'Psalm 23', language: 'es' as const };
    expect(dailyReminderMessage(spanish, 'https://example.org').notification.body).toBe('El pasaje de hoy: Salmo 23');
  });
});

describe('the evening streak nudge', () => {
  it('counts the streak in the edition’s words and plural', () => {
    expect(streakNudgeMessage(english, 12, 'https://example.org')).toMatchObject({
      notification: { title: "Your 12-day streak: today's devotional is waiting", body: 'The Good Shepherd', tag: 'nudge-2027-01-04' },
      kind: 'nudge',
    });
    expect(streakNudgeMessage({ ...english, language: 'nl' }, 2, 'https://example.org').notification.title).toBe(
      'Uw reeks van 2 dagen: de overdenking van vandaag wacht op u',
    );
    expect(streakNudgeMessage({ ...english, language: 'es' }, 1, 'https://example.org').notification.title).toBe(
      'Tu racha de 1 día: el devocional de hoy te espera',
    );
    expect(streakNudgeMessage({ ...english, language: 'es' }, 1200, 'https://example.org').notification.title).toBe(
      'Tu racha de 1200 días: el devocional de hoy te espera',
    );
  });
});

describe('when a reminder is due', () => {
  const day = '2027-01-04';
  it('is the reader’s hour on their clock, or at once without an hour', () => {
    const choice = { hour: 7, time_zone: 'Europe/Amsterdam' };
    expect(reminderDue(choice, day, 'America/New_York', new Date('2027-01-04T05:59:00Z'))).toBe(false);
    expect(reminderDue(choice, day, 'America/New_York', new Date('2027-01-04T06:00:00Z'))).toBe(true);
    expect(reminderDue({ hour: null, time_zone: null }, day, 'America/New_York', new Date('2027-01-04T05:00:00Z'))).toBe(true);
  });

  it('nudges from 19:00 on the reader’s clock, or the site’s when they chose no zone', () => {
    expect(nudgeDue({ hour: 7, time_zone: 'Europe/Amsterdam' }, day, 'America/New_York', new Date('2027-01-04T17:59:00Z'))).toBe(false);
    expect(nudgeDue({ hour: 7, time_zone: 'Europe/Amsterdam' }, day, 'America/New_York', new Date('2027-01-04T18:00:00Z'))).toBe(true);
    expect(nudgeDue({ hour: null, time_zone: null }, day, 'America/New_York', new Date('2027-01-04T23:59:00Z'))).toBe(false);
    expect(nudgeDue({ hour: null, time_zone: null }, day, 'America/New_York', new Date('2027-01-05T00:00:00Z'))).toBe(true);
  });
});

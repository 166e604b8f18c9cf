import { describe, expect, it } from 'vitest';
import { emailInvitationRequest, groupInvitationEmail } from './email-invitations.ts';

const GROUP = '0b6e4f4e-3f6a-4c55-9d1c-2a7e5b8f9c10';
const LINK = `https://rd.example.org/nl/groups/join/#token=${'a'.repeat(64)}`;

describe('inviting to a group by e-mail', () => {
  it('takes 1 to 10 addresses for one group, in an edition', () => {
    expect(emailInvitationRequest.parse({ groupId: GROUP, emails: [' anna@example.org '], language: 'nl' })).toEqual({
      groupId: GROUP,
      emails: ['anna@example.org'],
      language: 'nl',
    });
    expect(emailInvitationRequest.parse({ groupId: GROUP, emails: ['anna@example.org'] }).language).toBe('en');
    const refused = [
      { groupId: GROUP, emails: [] },
      { groupId: GROUP, emails: Array.from({ length: 11 }, (_, i) => `r${i}@example.org`) },
      { groupId: GROUP, emails: ['not an address'] },
      { groupId: 'x', emails: ['anna@example.org'] },
      { groupId: GROUP, emails: ['anna@example.org'], language: 'de' },
      { groupId: GROUP, emails: 'anna@example.org' },
    ];
    for (const body of refused) expect(emailInvitationRequest.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });

  it("names the group and the leader, in the leader's language, with the invite link", () => {
    const mail = groupInvitationEmail('nl', { groupName: 'Dinsdagkring', leaderName: 'Jan', link: LINK, siteUrl: 'rd.example.org' });
    expect(mail.subject).toBe('Jan nodigt u uit voor de leesgroep ‘Dinsdagkring’');
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.html).toContain('De uitnodiging openen');
    const english = groupInvitationEmail('en', { groupName: 'Tuesday study', leaderName: null, link: LINK, siteUrl: 'rd.example.org' });
    expect(english.subject).toBe('An invitation to the reading group “Tuesday study”');
    expect(english.text).toContain('The leader of “Tuesday study” invites you');
  });

  it("escapes the readers' own words in the HTML", () => {
    const mail = groupInvitationEmail('es', { groupName: '<b>Grupo</b>', leaderName: 'Ana & "Luis"', link: LINK, siteUrl: 'rd.example.org' });
    expect(mail.html).not.toContain('<b>Grupo</b>');
    expect(mail.html).toContain('&lt;b&gt;Grupo&lt;/b&gt;');
    expect(mail.html).toContain('Ana &amp; &quot;Luis&quot;');
  });
});

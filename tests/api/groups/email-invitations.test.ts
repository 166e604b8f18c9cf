/**
 * Inviting to a reading group by e-mail through the group-invite-email function, as the group's page calls it
 * (site/data/groups/email-invitations.ts): the leader's invitations arrive with the group's invite link in the
 * leader's edition, naming the group and the leader; a member who does not lead, a reader outside the group and a
 * signed-out caller are refused and nothing is sent; bad addresses are refused whole; 30 a day; and the answer is the
 * same whether an address has an account or not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestAccount, type TestBackend } from '../harness.ts';
import { sendEmailInvitations } from '../../../site/data/groups/email-invitations.ts';
import { closeInvite, replaceInvite } from '../../../site/data/groups/group-actions.ts';
import { groupLedBy, joins, startGroupsBackend, valueOf, type StartedGroup } from './groups-fixture.ts';

const SITE = 'https://rd.example.org';
let t: TestBackend;
const functionEnv: Record<string, string> = {};
let counter = 0;

beforeAll(async () => {
  t = await startGroupsBackend({ functionEnv });
  Object.assign(functionEnv, { EMAIL_API_URL: `${t.url}/mailbox`, EMAIL_API_KEY: 'test-key', EMAIL_FROM: 'RD <groups@example.test>', SITE_URL: SITE });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const someone = () => `invitee.${Date.now().toString(36)}.${counter++}@example.org`;

async function leaderNamed(name: string, fullName: string | null): Promise<TestAccount> {
  const leader = await t.newUser(name);
  const { error } = await t.service().from('profiles').update({ full_name: fullName }).eq('id', leader.id);
  if (error) throw new Error(error.message);
  return leader;
}

async function sentCount(leaderId: string): Promise<number> {
  const rows = await t.local.db.query<{ n: number }>(
    'select coalesce(sum(invitations), 0)::int as n from private.reading_group_email_invitations where sender = $1',
    [leaderId],
  );
  return rows.rows[0]!.n;
}

describe('inviting to a group by e-mail', () => {
  let leader: TestAccount;
  let group: StartedGroup;

  beforeAll(async () => {
    leader = await leaderNamed('mail-leader', 'Margaret Hale');
    group = await groupLedBy(leader, 'Tuesday Bible study');
  });

  it("sends each address the group's invite link, naming the group and the leader", async () => {
    const [a, b] = [someone(), someone()];
    const sent = valueOf(await sendEmailInvitations(leader.client, group.id, [a, b.toUpperCase(), b], 'en'));
    expect(sent).toEqual({ sent: 2, sentToday: 2 });
    for (const address of [a, b]) {
      const mails = t.local.mailbox.for(address);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Margaret Hale invites you to the reading group “Tuesday Bible study”');
      expect(mails[0]!.text).toContain(`${SITE}/groups/join/#token=${group.token}`);
      expect(mails[0]!.html).toContain(`href="${SITE}/groups/join/#token=${group.token}"`);
    }
  });

  it("writes in the leader's edition's language, with the link to that edition's join page", async () => {
    const address = someone();
    valueOf(await sendEmailInvitations(leader.client, group.id, [address], 'nl'));
    const mail = t.local.mailbox.latest(address)!;
    expect(mail.subject).toBe('Margaret Hale nodigt u uit voor de leesgroep ‘Tuesday Bible study’');
    expect(mail.text).toContain(`${SITE}/nl/groups/join/#token=${group.token}`);
    const spanish = someone();
    valueOf(await sendEmailInvitations(leader.client, group.id, [spanish], 'es'));
    expect(t.local.mailbox.latest(spanish)!.text).toContain(`${SITE}/es/groups/join/#token=${group.token}`);
  });

  it('answers the same for an address with an account as for one without', async () => {
    const reader = await t.newUser('mail-known');
    const stranger = someone();
    const known = await sendEmailInvitations(leader.client, group.id, [reader.email], 'en');
    const unknown = await sendEmailInvitations(leader.client, group.id, [stranger], 'en');
    expect(valueOf(known).sent).toBe(1);
    expect(valueOf(unknown).sent).toBe(1);
    expect(Object.keys(valueOf(known))).toEqual(Object.keys(valueOf(unknown)));
    expect(t.local.mailbox.latest(reader.email)!.subject).toBe(t.local.mailbox.latest(stranger)!.subject);
  });

  it('words the invitation without a name when the leader gave none', async () => {
    const unnamed = await leaderNamed('mail-unnamed', null);
    const theirs = await groupLedBy(unnamed, 'Friday friends');
    const address = someone();
    valueOf(await sendEmailInvitations(unnamed.client, theirs.id, [address], 'es'));
    expect(t.local.mailbox.latest(address)!.subject).toBe('Una invitación al grupo de lectura «Friday friends»');
  });

  it('refuses a member who does not lead, a reader outside the group and a signed-out caller, and sends nothing', async () => {
    const member = await t.newUser('mail-member');
    await joins(member, group);
    const outsider = await t.newUser('mail-outsider');
    const address = someone();
    expect(await sendEmailInvitations(member.client, group.id, [address], 'en')).toEqual({ ok: false, message: "Only the group's leader can do this." });
    expect(await sendEmailInvitations(outsider.client, group.id, [address], 'en')).toEqual({ ok: false, message: 'This group is not one of yours.' });
    expect(await sendEmailInvitations(clientFor(t.url, t.anonKey), group.id, [address], 'en')).toEqual({ ok: false, message: 'Please sign in first.' });
    expect(t.local.mailbox.for(address)).toEqual([]);
    expect(await sentCount(member.id)).toBe(0);
  });

  it('refuses bad addresses, none or more than ten, whole: nothing is sent or counted', async () => {
    const before = await sentCount(leader.id);
    const good = someone();
    const refused = { ok: false, message: 'Enter 1 to 10 valid e-mail addresses.' };
    expect(await sendEmailInvitations(leader.client, group.id, [good, 'not an address'], 'en')).toEqual(refused);
    expect(await sendEmailInvitations(leader.client, group.id, [], 'en')).toEqual(refused);
    expect(await sendEmailInvitations(leader.client, group.id, Array.from({ length: 11 }, someone), 'en')).toEqual(refused);
    expect(await sendEmailInvitations(leader.client, group.id, ['a@example.org\r\nBcc: b@example.org'], 'en')).toEqual(refused);
    expect(t.local.mailbox.for(good)).toEqual([]);
    expect(await sentCount(leader.id)).toBe(before);
  });

  it('refuses while joining is closed, and sends the new link once it is open again', async () => {
    const owner = await leaderNamed('mail-closed', 'Ruth');
    const theirs = await groupLedBy(owner, 'Closed group');
    valueOf(await closeInvite(owner.client, theirs.id));
    const address = someone();
    expect(await sendEmailInvitations(owner.client, theirs.id, [address], 'en')).toEqual({
      ok: false,
      message: 'Joining is closed: open it with a new link before inviting by e-mail.',
    });
    const fresh = valueOf(await replaceInvite(owner.client, theirs.id));
    valueOf(await sendEmailInvitations(owner.client, theirs.id, [address], 'en'));
    expect(t.local.mailbox.latest(address)!.text).toContain(`#token=${fresh}`);
  });

  it('holds a leader to 30 invitations a day across their groups, refusing a request that would pass it', async () => {
    const busy = await leaderNamed('mail-busy', 'Lydia');
    const first = await groupLedBy(busy, 'First group');
    const second = await groupLedBy(busy, 'Second group');
    for (const id of [first.id, second.id, first.id]) valueOf(await sendEmailInvitations(busy.client, id, Array.from({ length: 9 }, someone), 'en'));
    const over = Array.from({ length: 4 }, someone);
    const limit = { ok: false, message: 'You can send at most 30 invitations by e-mail a day. Send fewer, or try again tomorrow.' };
    expect(await sendEmailInvitations(busy.client, second.id, over, 'en')).toEqual(limit);
    for (const address of over) expect(t.local.mailbox.for(address)).toEqual([]);
    expect(valueOf(await sendEmailInvitations(busy.client, second.id, over.slice(0, 3), 'en'))).toEqual({ sent: 3, sentToday: 30 });
    expect(await sendEmailInvitations(busy.client, second.id, [someone()], 'en')).toEqual(limit);
    // A day later the count starts again.
    await t.local.db.query(`update private.reading_group_email_invitations set sent_at = now() - interval '25 hours' where sender = $1`, [busy.id]);
    expect(valueOf(await sendEmailInvitations(busy.client, second.id, [someone()], 'en')).sentToday).toBe(1);
  });
});

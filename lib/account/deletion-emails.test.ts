import { describe, expect, it } from 'vitest';
import { accountDeletedEmail, deletionCodeEmail, deletionEmailLanguage } from './deletion-emails.ts';

describe('deletionEmailLanguage', () => {
  it("takes the page's edition, else the language the reader signed up in, else English", () => {
    expect(deletionEmailLanguage('es', { locale: 'nl' })).toBe('es');
    expect(deletionEmailLanguage(undefined, { locale: 'nl' })).toBe('nl');
    expect(deletionEmailLanguage('fr', { locale: 'xx' })).toBe('en');
    expect(deletionEmailLanguage(undefined, undefined)).toBe('en');
  });
});

describe('the deletion e-mails', () => {
  it('carry the code in the text and the HTML, in the reader’s language', () => {
    const nl = deletionCodeEmail('nl', '048213');
    expect(nl.subject).toBe('Uw code om uw account bij Reformed Devotionals te verwijderen');
    expect(nl.text).toContain('\n048213\n');
    expect(nl.html).toContain('>048213</p>');
    expect(deletionCodeEmail('es', '000001').text).toContain('Es válido durante 15 minutos');
    expect(deletionCodeEmail('en', '123456').text).toContain('Did you not ask for this?');
  });

  it('confirm the deletion afterwards', () => {
    expect(accountDeletedEmail('en').subject).toBe('Your Reformed Devotionals account has been deleted');
    expect(accountDeletedEmail('nl').text).toContain('zijn verwijderd, zoals u vroeg');
    expect(accountDeletedEmail('es').html).toContain('se han eliminado');
  });
});

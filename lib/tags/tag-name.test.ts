import { describe, expect, it } from 'vitest';
import {
  editionTagName,
  TAG_DUPLICATE,
  TAG_IN_USE,
  TAG_NAME_MAX,
  TAG_NAME_NEEDS_LETTER,
  TAG_NAME_REQUIRED,
  TAG_NAME_TOO_LONG,
  tagDeleteError,
  tagFromName,
  tagSaveError,
} from './tag-name.ts';
import { isSlug } from '../slug.ts';

describe('tagFromName', () => {
  it('trims the name and derives the slug by the slug rule', () => {
    expect(tagFromName('  Sovereignty of God ')).toEqual({ ok: true, name: 'Sovereignty of God', slug: 'sovereignty-of-god' });
    expect(tagFromName("Lord's Supper")).toEqual({ ok: true, name: "Lord's Supper", slug: 'lords-supper' });
    expect(tagFromName('Faith -- & -- Works')).toEqual({ ok: true, name: 'Faith -- & -- Works', slug: 'faith-works' });
  });

  it('requires a name', () => {
    expect(tagFromName('')).toEqual({ ok: false, error: TAG_NAME_REQUIRED });
    expect(tagFromName('   ')).toEqual({ ok: false, error: TAG_NAME_REQUIRED });
  });

  it('requires a letter or number in the name', () => {
    expect(tagFromName('!!!')).toEqual({ ok: false, error: TAG_NAME_NEEDS_LETTER });
    expect(tagFromName('- & -')).toEqual({ ok: false, error: TAG_NAME_NEEDS_LETTER });
  });

  it('refuses a name longer than the database allows; the longest name still gives a valid slug', () => {
    expect(tagFromName('x'.repeat(101))).toEqual({ ok: false, error: TAG_NAME_TOO_LONG });
    const result = tagFromName(`${'a'.repeat(98)} b`);
    expect(result.ok && result.slug.length <= 100 && isSlug(result.slug)).toBe(true);
  });
});

describe('editionTagName', () => {
  it('keeps a typed name, trimmed, and takes an empty field as no name (the edition shows the English one)', () => {
    expect(editionTagName('  Verbond ')).toEqual({ ok: true, name: 'Verbond' });
    expect(editionTagName('   ')).toEqual({ ok: true, name: null });
  });

  it('refuses a name without a letter or number, or too long, with the English name’s messages', () => {
    expect(editionTagName('¿?')).toEqual({ ok: false, error: TAG_NAME_NEEDS_LETTER });
    expect(editionTagName('a'.repeat(TAG_NAME_MAX + 1))).toEqual({ ok: false, error: TAG_NAME_TOO_LONG });
  });
});

describe('tag error messages', () => {
  it('maps a duplicate (23505) to the spec text and anything else to the fallback', () => {
    expect(tagSaveError('23505', 'Failed to add tag')).toBe(TAG_DUPLICATE);
    expect(tagSaveError('42501', 'Failed to add tag')).toBe('Failed to add tag');
    expect(tagSaveError(undefined, 'Failed to update tag')).toBe('Failed to update tag');
  });

  it('maps a tag still in use (23503) to the spec text', () => {
    expect(tagDeleteError('23503')).toBe(TAG_IN_USE);
    expect(tagDeleteError('42501')).toBe('Failed to delete tag');
  });
});

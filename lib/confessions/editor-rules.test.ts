import { describe, expect, it } from 'vitest';
import { isHierarchical, offersLordsDays, preview, sectionFormError, sectionsTabLabel, structureLabel, validateMetadata } from './editor-rules.ts';

describe('confession editor rules', () => {
  it('gives the Westminster Confession and the Canons the hierarchical editor, the rest the flat one', () => {
    expect(['westminster-confession', 'canons-of-dort'].map(isHierarchical)).toEqual([true, true]);
    expect(['belgic-confession', 'heidelberg-catechism', 'westminster-larger-catechism'].map(isHierarchical)).toEqual([false, false, false]);
    expect(structureLabel('canons-of-dort')).toBe('Hierarchical');
    expect(structureLabel('belgic-confession')).toBe('Flat');
  });

  it('labels the sections tab Structure for Westminster, Canons of Dort and Heidelberg', () => {
    expect(sectionsTabLabel('westminster-shorter-catechism')).toBe('Structure');
    expect(sectionsTabLabel('canons-of-dort')).toBe('Structure');
    expect(sectionsTabLabel('heidelberg-catechism')).toBe('Structure');
    expect(sectionsTabLabel('belgic-confession')).toBe('Sections');
    expect(offersLordsDays('heidelberg-catechism')).toBe(true);
    expect(offersLordsDays('belgic-confession')).toBe(false);
  });

  it('cuts previews at the given length on collapsed whitespace', () => {
    expect(preview('a\n\nb', 100)).toBe('a b');
    const long = 'x'.repeat(120);
    expect(preview(long, 100)).toBe(`${'x'.repeat(100)}…`);
  });

  it('validates metadata: name required, year numeric or empty, blanks become null', () => {
    expect(validateMetadata({ name: ' ', year: 'abc', description: '', historical_context: '' })).toEqual({
      ok: false,
      errors: { name: 'Name is required', year: 'Year must be a number' },
    });
    expect(validateMetadata({ name: ' Belgic Confession ', year: '', description: '  ', historical_context: 'Written 1561.' })).toEqual({
      ok: true,
      row: { name: 'Belgic Confession', year: null, description: null, historical_context: 'Written 1561.' },
    });
    expect(validateMetadata({ name: 'X', year: '1561', description: 'd', historical_context: '' })).toEqual({
      ok: true,
      row: { name: 'X', year: 1561, description: 'd', historical_context: null },
    });
  });

  it('requires a section number and content, except a chapter subtitle', () => {
    expect(sectionFormError({ number: '', content: 'x', type: 'article' })).toBe('Section number is required');
    expect(sectionFormError({ number: '3', content: ' ', type: 'article' })).toBe('Content is required');
    expect(sectionFormError({ number: '3', content: '', type: 'chapter' })).toBeNull();
  });
});

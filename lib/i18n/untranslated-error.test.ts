import { describe, expect, it } from 'vitest';
import { untranslatedError } from './untranslated-error.ts';

describe('untranslatedError', () => {
  it('shows a server’s English sentence on an English page only', () => {
    expect(untranslatedError('en', 'permission denied for table x', 'Failed to save')).toBe('permission denied for table x');
    expect(untranslatedError('nl', 'permission denied for table x', 'Opslaan mislukt')).toBe('Opslaan mislukt');
    expect(untranslatedError('es', 'permission denied for table x', 'No se pudo guardar')).toBe('No se pudo guardar');
  });

  it('falls back to the page’s message when the server said nothing', () => {
    expect(untranslatedError('en', '', 'Failed to save')).toBe('Failed to save');
    expect(untranslatedError('en', undefined, 'Failed to save')).toBe('Failed to save');
  });
});

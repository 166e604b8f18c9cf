import { describe, expect, it } from 'vitest';
import { EMPTY_GENERATOR_INPUT, validateGeneratorInput } from './input.ts';

const valid = {
  date: '2026-12-01',
  main_character: 'Ruth',
  key_doctrine: 'Providence',
  focus: 'Loyal love',
  biblical_passage: 'Ruth 1:16-17',
  scripture_text: '',
  biblical_context: 'The days of the judges.',
};

describe('validateGeneratorInput', () => {
  it('accepts complete input, scripture text optional', () => {
    expect(validateGeneratorInput(valid)).toEqual({});
  });
  it('gives the spec messages for an empty form', () => {
    const errors = validateGeneratorInput(EMPTY_GENERATOR_INPUT);
    expect(errors.date).toBe('Date is required');
    expect(errors.main_character).toBe('Main character/event is required');
    expect(errors.key_doctrine).toBe('Key doctrine is required');
    expect(errors.focus).toBe('Focus is required');
    expect(errors.biblical_passage).toBe('Biblical passage is required');
    expect(errors.biblical_context).toBe('Biblical context is required');
    expect(errors.scripture_text).toBeUndefined();
  });
  it('enforces the maximum lengths', () => {
    const errors = validateGeneratorInput({
      ...valid,
      main_character: 'x'.repeat(501),
      biblical_passage: 'x'.repeat(201),
      scripture_text: 'x'.repeat(4001),
      biblical_context: 'x'.repeat(2001),
    });
    expect(errors).toEqual({
      main_character: 'Main character/event must be at most 500 characters',
      biblical_passage: 'Biblical passage must be at most 200 characters',
      scripture_text: 'Scripture text must be at most 4000 characters',
      biblical_context: 'Biblical context must be at most 2000 characters',
    });
  });
  it('rejects a date that is not a calendar date', () => {
    expect(validateGeneratorInput({ ...valid, date: '2026-02-30' }).date).toBe('Date is required');
  });
});

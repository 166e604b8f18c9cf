import { describe, expect, it } from 'vitest';
import { standardDocument } from '../../../tests/fixtures/confession-text.ts';
import { fixQaFormat, fixQaSection, offersQaFix } from './fix-qa.ts';

describe('Fix Q&A Format', () => {
  it('is offered for Heidelberg and Westminster documents only', () => {
    expect(offersQaFix('heidelberg-catechism')).toBe(true);
    expect(offersQaFix('westminster-confession')).toBe(true);
    expect(offersQaFix('westminster-shorter-catechism')).toBe(true);
    expect(offersQaFix('belgic-confession')).toBe(false);
    expect(offersQaFix('canons-of-dort')).toBe(false);
  });

  it('turns every real Heidelberg Q&A pasted with prefixes back into question, answer and proofs', () => {
    const doc = standardDocument('heidelberg-catechism');
    const pasted = doc.sections.map((s, i) => ({
      id: `id-${i}`,
      section_type: 'article',
      title: null,
      content: [`Q: ${s.title}`, `A: ${s.content}`, ...(s.scripture_proofs.length ? [`Refs: ${s.scripture_proofs.join('; ')}`] : [])].join('\n\n'),
      scripture_proofs: [],
    }));
    const patches = fixQaFormat('heidelberg-catechism', pasted);
    expect(patches).toHaveLength(129);
    const q1 = patches[0];
    expect(q1.title).toBe('What is your only comfort in life and death?');
    expect(q1.content.startsWith('That I am not my own, but belong with body and soul')).toBe(true);
    expect(q1.scripture_proofs.slice(0, 2)).toEqual(['1 Corinthians 6:19, 2', 'Romans 14:7-9']);
    patches.forEach((p, i) => {
      expect(p.title).toBe(doc.sections[i].title);
      expect(p.content).toBe(doc.sections[i].content);
    });
  });

  it('keeps existing proofs, strips a "Q:" title prefix, and leaves clean sections alone', () => {
    expect(
      fixQaSection({
        id: '1',
        section_type: 'question',
        title: 'Q: What is God?',
        content: 'A: God is a Spirit.\n\nRefs: John 4:24',
        scripture_proofs: ['Ps. 90:2'],
      }),
    ).toEqual({ id: '1', title: 'What is God?', content: 'God is a Spirit.', scripture_proofs: ['Ps. 90:2', 'John 4:24'] });
    expect(fixQaSection({ id: '2', section_type: 'question', title: 'What is God?', content: 'God is a Spirit.', scripture_proofs: [] })).toBeNull();
    expect(fixQaFormat('westminster-confession', [{ id: '3', section_type: 'chapter', title: 'Q: x', content: 'A: y', scripture_proofs: [] }])).toEqual([]);
  });
});

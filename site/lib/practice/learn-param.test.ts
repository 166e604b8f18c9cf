import { describe, expect, it } from 'vitest';
import { readPracticeAddress } from './learn-param.ts';

describe('readPracticeAddress', () => {
  it('reads a Learn-this key and a learner, and gives the address without them', () => {
    const address = readPracticeAddress('https://example.org/practice/?learn=confession%3Aheidelberg-catechism%3Aquestion-1&learner=abc#top');
    expect(address).toEqual({ learn: 'confession:heidelberg-catechism:question-1', invalidLearn: false, learner: 'abc', cleaned: '/practice/#top' });
  });

  it('refuses a key that is not an item and still cleans the address', () => {
    const address = readPracticeAddress('https://example.org/practice/?learn=drop%20table&x=1');
    expect(address).toMatchObject({ learn: null, invalidLearn: true, learner: null, cleaned: '/practice/?x=1' });
  });
});

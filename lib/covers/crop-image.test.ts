import { describe, expect, it } from 'vitest';
import { coverCrop } from './crop-image.ts';

describe('coverCrop', () => {
  it('crops the largest centred area of the target shape', () => {
    expect(coverCrop(1536, 1024, 1200, 630)).toEqual({ x: 0, y: 109, width: 1536, height: 806 });
    expect(coverCrop(1536, 1024, 1080, 1080)).toEqual({ x: 256, y: 0, width: 1024, height: 1024 });
  });
});

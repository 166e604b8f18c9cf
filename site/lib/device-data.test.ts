import { describe, expect, it } from 'vitest';
import { profileBannerKey } from '@lib/account/profile.ts';
import { accountKeysOnDevice } from './device-data.ts';

const ID = '5f0c1e4e-8a51-4c57-9d3c-2f6b7e0a9a11';

describe('accountKeysOnDevice', () => {
  it("picks the account's own entries and the practice page's, and leaves how the site looks", () => {
    const keys = [profileBannerKey(ID), profileBannerKey('someone-else'), 'rd-practice-voice', 'rd-practice-shorter-start', 'theme', 'text-size'];
    expect(accountKeysOnDevice(keys, ID)).toEqual([profileBannerKey(ID), 'rd-practice-voice', 'rd-practice-shorter-start']);
  });
});

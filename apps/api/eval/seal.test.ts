// The sealed test set is never edited: any sealed file added, removed or changed, or any change to the
// business facts its expectations rely on, fails here. Only a whole new sealed set, written before
// tuning by someone who does not tune, may replace it (eval/README.md).
import { describe, expect, it } from 'vitest';
import { businessesFingerprint, currentHashes, readManifest } from './seal.js';

describe('sealed eval set', () => {
  const manifest = readManifest();
  const current = currentHashes();

  it('has no file added or removed', () => {
    expect([...current.keys()].sort()).toEqual([...manifest.files.keys()].sort());
    expect(manifest.files.size).toBeGreaterThan(0);
  });

  it('has every file unchanged', () => {
    for (const [file, hash] of manifest.files) expect({ file, hash: current.get(file) }).toEqual({ file, hash });
  });

  it('is checked against the same business facts it was written for', () => {
    expect(businessesFingerprint()).toBe(manifest.businesses);
  });
});

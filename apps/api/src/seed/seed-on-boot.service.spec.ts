import { shouldSeedOnBoot } from './seed-on-boot.service';

describe('shouldSeedOnBoot', () => {
  it('seeds the embedded database by default but not a configured MongoDB', () => {
    expect(shouldSeedOnBoot({ seedDemo: undefined }, true)).toBe(true);
    expect(shouldSeedOnBoot({ seedDemo: undefined }, false)).toBe(false);
  });

  it('follows SEED_DEMO when it is set', () => {
    expect(shouldSeedOnBoot({ seedDemo: true }, false)).toBe(true);
    expect(shouldSeedOnBoot({ seedDemo: false }, true)).toBe(false);
  });
});

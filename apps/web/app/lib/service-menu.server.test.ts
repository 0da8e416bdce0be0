import { describe, expect, it, vi } from 'vitest';
import { cachedServiceMenu, cachedServiceMenus, type MenuService } from '#app/lib/service-menu.server';

const menu = (name: string): MenuService[] => [{ _id: 'a', name, slug: 'a' }];

describe('cachedServiceMenu', () => {
  it('reuses an answer within the TTL and asks again after it', async () => {
    let clock = 0;
    const load = vi.fn().mockResolvedValueOnce(menu('first')).mockResolvedValueOnce(menu('second'));
    const get = cachedServiceMenu(load, 1000, () => clock);
    expect(await get()).toEqual(menu('first'));
    clock = 999;
    expect(await get()).toEqual(menu('first'));
    expect(load).toHaveBeenCalledTimes(1);
    clock = 1000;
    expect(await get()).toEqual(menu('second'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one call among concurrent callers', async () => {
    const load = vi.fn().mockResolvedValue(menu('one'));
    const get = cachedServiceMenu(load, 1000, () => 0);
    const answers = await Promise.all([get(), get(), get()]);
    expect(answers).toEqual([menu('one'), menu('one'), menu('one')]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: the next call asks the API again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(menu('back'));
    const get = cachedServiceMenu(load, 1000, () => 0);
    await expect(get()).rejects.toThrow('down');
    expect(await get()).toEqual(menu('back'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('cachedServiceMenus', () => {
  it('keeps one menu per language', async () => {
    // The client a page hands over asks in that page's language.
    type Client = { lang: 'en' | 'ar' };
    const load = vi.fn(async (api: Client) => menu(api.lang === 'ar' ? 'السكني' : 'Residential'));
    const get = cachedServiceMenus(load, 1000, () => 0);
    expect(await get('en', { lang: 'en' })).toEqual(menu('Residential'));
    expect(await get('ar', { lang: 'ar' })).toEqual(menu('السكني'));
    expect(await get('en', { lang: 'en' })).toEqual(menu('Residential'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { adminApiToken } from './accounts-support';
import { API_URL, WEB_ORIGIN } from './ports';
import { expect, expectAccessible, hydrated, type Lang, test, useLanguage } from './support';

// Service videos (docs/decisions/181-service-videos.md): a YouTube video behind a click-to-load facade, an
// uploaded file played from our own storage with byte ranges, no section without videos, and the way to
// the service's enquiry form. The data is made through the API.

const YOUTUBE_ID = 'dQw4w9WgXcQ';
const run = Date.now().toString(36);

/** A WebM's opening EBML header (DocType `webm`): what the API's type check reads, then filler. */
const WEBM = Buffer.concat([
  Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04,
    0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x02, 0x42, 0x85,
    0x81, 0x02,
  ]),
  Buffer.alloc(4000, 0x11),
]);

const titles = {
  en: { tour: 'A tour of the farm', harvest: 'Harvest day' },
  ar: { tour: 'جولة في المزرعة', harvest: 'يوم الحصاد' },
};

async function createService(token: string, name: string, video: object[]): Promise<string> {
  const res = await fetch(`${API_URL}/admin/services`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name, nameAr: `${name} ع`, description: 'Grown on film.', image: [], video }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

let withVideos: string;
let withoutVideos: string;

test.beforeAll(async () => {
  const token = await adminApiToken();
  const form = new FormData();
  form.append('video', new Blob([WEBM], { type: 'video/webm' }), 'harvest.webm');
  const upload = await fetch(`${API_URL}/admin/videos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  const file = ((await upload.json()) as { data: { url: string } }).data.url;
  withVideos = await createService(token, `Filmed Farms ${run}`, [
    { url: `https://youtu.be/${YOUTUBE_ID}`, title: titles.en.tour, titleAr: titles.ar.tour },
    { url: file, title: titles.en.harvest, titleAr: titles.ar.harvest },
  ]);
  withoutVideos = await createService(token, `Quiet Farms ${run}`, []);
});

// Other specs on this worker count the header's services: these two go when this file is done.
test.afterAll(async () => {
  const token = await adminApiToken();
  for (const id of [withVideos, withoutVideos]) {
    const res = await fetch(`${API_URL}/admin/services/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
  }
});

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(`a phone visitor (${lang}) plays a service's videos and finds the enquiry form`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, lang);
    // Every request to a video site is recorded; the player is answered here (the tests have no internet).
    const videoSites: string[] = [];
    page.on('request', (request) => {
      if (/youtube|ytimg|vimeo/.test(new URL(request.url()).hostname)) videoSites.push(request.url());
    });
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );

    await page.goto(`/service/${withVideos}`);
    await hydrated(page);
    const videos = page.getByRole('region', { name: lang === 'en' ? 'Videos' : 'مقاطع الفيديو' });
    const facade = videos.getByRole('button', { name: new RegExp(titles[lang].tour) });
    await expect(facade).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(videoSites, 'nothing from the video site before play').toEqual([]);
    await expectAccessible(page, `service page with videos (${lang})`);

    // Pressed from the keyboard, the focus moves on to the player that replaces the poster.
    await facade.focus();
    await page.keyboard.press('Enter');
    const player = videos.locator('iframe');
    await expect(player).toBeFocused();
    await expect(player).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1`,
    );
    await expect(player).toHaveAttribute('title', titles[lang].tour);
    expect(videoSites.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);

    // The uploaded file plays from our own storage, which answers a byte range as a player asks.
    const clip = videos.locator('video');
    await expect(clip).toHaveAttribute('preload', 'none');
    await expect(clip).toHaveAttribute('aria-label', titles[lang].harvest);
    const src = await clip.getAttribute('src');
    expect(src).toMatch(/^\/api\/files\/[a-f\d]{24}$/);
    const ranged = await page.request.get(`${WEB_ORIGIN}${src}`, { headers: { range: 'bytes=0-3' } });
    expect(ranged.status()).toBe(206);
    expect(ranged.headers()['content-range']).toBe(`bytes 0-3/${WEBM.length}`);
    expect([...(await ranged.body())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

    // The call to action at the top leads to this service's enquiry form.
    await page
      .getByRole('link', { name: lang === 'en' ? 'Ask for a quote' : 'اطلب عرض سعر' })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/customize-form/${withVideos}$`));
  });
}

test('a service without videos has no video section, and its page ends with the enquiry call', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/service/${withoutVideos}`);
  await expect(page.getByRole('heading', { name: `Quiet Farms ${run}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Videos' })).toHaveCount(0);
  await expect(page.locator('video, iframe')).toHaveCount(0);
  const closing = page.getByRole('region', { name: `Planning a Quiet Farms ${run} project?` });
  await expect(closing.getByRole('link', { name: 'Ask for a quote' })).toHaveAttribute(
    'href',
    `/customize-form/${withoutVideos}`,
  );
});

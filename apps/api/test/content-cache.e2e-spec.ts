import sharp from 'sharp';
import { CatalogCacheService } from '../src/catalog/catalog-cache.service';
import { ContentCacheService } from '../src/content/content-cache';
import { ContentService } from '../src/content/content.service';
import { FilesService } from '../src/files/files.service';
import { type ShopApp, startShopApp } from './shop-app';

// docs/decisions/226-content-cache.md: the gallery's and the blog's public reads come from memory until an
// admin changes the content, and every change shows at once.
describe('content cache', () => {
  let api: ShopApp;
  let content: ContentService;
  const run = Date.now().toString(36);

  beforeAll(async () => {
    api = await startShopApp();
    content = api.app.get(ContentService);
  });

  afterAll(async () => {
    await api.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const get = async (path: string, lang = 'en', headers: Record<string, string> = {}) => {
    const res = await fetch(`${api.baseUrl}${path}`, { headers: { 'accept-language': lang, ...headers } });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };

  const storedPicture = async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2c7a4b' } })
      .png()
      .toBuffer();
    return (await api.app.get(FilesService).store(png, { filename: 'upload.png' })).url;
  };

  it('answers a repeated read from memory, per language, with the same bytes and ETag, and 304 when asked', async () => {
    const reads = [jest.spyOn(content, 'listGallery'), jest.spyOn(content, 'listPosts')];
    const paths = ['/gallery?page=1&limit=5', '/blog?page=1&limit=3'];
    for (const path of paths) {
      const first = await get(path);
      const again = await get(path);
      expect(first.status).toBe(200);
      expect(again.text).toBe(first.text);
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(again.headers.get('vary')).toMatch(/Accept-Language/i);
      expect((await get(path, 'ar')).status).toBe(200);
      expect((await get(path, 'en', { 'if-none-match': first.headers.get('etag')! })).status).toBe(304);
    }
    // one database read per address and language
    expect(reads.map((read) => read.mock.calls.length)).toEqual([2, 2]);
    // the catalog keeps its own memory: emptying it leaves the content's answers in place
    api.app.get(CatalogCacheService).clear();
    await get(paths[0]);
    expect(reads[0]).toHaveBeenCalledTimes(2);
    expect(api.app.get(ContentCacheService).size).toBeGreaterThan(0);
  });

  it('shows every change an admin makes to the gallery at once', async () => {
    const titles = async () =>
      (JSON.parse((await get('/gallery?page=1&limit=50')).text) as { data: { title: string }[] }).data.map(
        (item) => item.title,
      );
    const title = `Cache roof ${run}`;
    expect(await titles()).not.toContain(title);
    const created = await api.client.content.createGalleryItem({
      body: { title, description: 'Basil towers.', image: { url: await storedPicture() } },
      extraHeaders: api.adminHeaders,
    });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    expect(await titles()).toContain(title);

    const edited = await api.client.content.updateGalleryItem({
      params: { id: created.body.data._id },
      body: { title: `${title} and mint`, description: 'Basil and mint.', image: created.body.data.image },
      extraHeaders: api.adminHeaders,
    });
    expect(edited.status).toBe(200);
    expect(await titles()).toContain(`${title} and mint`);

    await api.client.content.deleteGalleryItem({
      params: { id: created.body.data._id },
      extraHeaders: api.adminHeaders,
    });
    expect((await titles()).filter((shown) => shown.startsWith(title))).toEqual([]);
  });

  it('shows a post when it is published, its edits, and no more once deleted', async () => {
    const slug = `cache-post-${run}`;
    const body = {
      slug,
      title: 'Cache notes',
      excerpt: 'Kept, then changed.',
      body: 'First words.',
      cover: { url: await storedPicture() },
      author: 'Farm editor',
      published: false,
    };
    const post = () => get(`/blog/${slug}`);
    const listed = async () => (await get('/blog?page=1&limit=50')).text.includes(slug);
    expect((await post()).status).toBe(404);
    const created = await api.client.content.createPost({ body, extraHeaders: api.adminHeaders });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    const id = created.body.data._id;
    const cover = { url: created.body.data.cover.url };
    expect((await post()).status).toBe(404);
    expect(await listed()).toBe(false);

    const published = await api.client.content.updatePost({
      params: { id },
      body: { ...body, cover, published: true },
      extraHeaders: api.adminHeaders,
    });
    expect(published.status).toBe(200);
    expect((await post()).status).toBe(200);
    expect(await listed()).toBe(true);

    await api.client.content.updatePost({
      params: { id },
      body: { ...body, cover, published: true, title: 'Cache notes, changed' },
      extraHeaders: api.adminHeaders,
    });
    expect((await post()).text).toContain('Cache notes, changed');

    await api.client.content.deletePost({ params: { id }, extraHeaders: api.adminHeaders });
    expect((await post()).status).toBe(404);
    expect(await listed()).toBe(false);
  });
});

import { getConnectionToken } from '@nestjs/mongoose';
import sharp from 'sharp';
import { type Connection, Types } from 'mongoose';
import { contentMessages, galleryItemSchema, postSchema, postSummarySchema } from '@farm/contract';
import { FilesService } from '../src/files/files.service';
import { SeedService } from '../src/seed/seed.service';
import { type AccountsApp, bearer, newRegistration, startAccountsApp } from './auth-app';
import { expectErrorBody } from './support/expect-error';

const ADMIN = { email: 'editor@farm-test.ae', password: 'harvest-2025' };
const arabic = { 'accept-language': 'ar' };
const arabicScript = /[\u0600-\u06ff]/;

describe('gallery and blog API', () => {
  let api: AccountsApp;
  let admin: Record<string, string>;
  let customer: Record<string, string>;

  /** A picture stored the way the admin's upload will store it, for the write routes to name. */
  const storedPicture = async (width = 1000, height = 700) => {
    const png = await sharp({ create: { width, height, channels: 3, background: '#3a7a2c' } })
      .png()
      .toBuffer();
    return (await api.app.get(FilesService).store(png, { filename: 'upload.png' })).url;
  };

  const postBody = async (slug: string, overrides: Record<string, unknown> = {}) => ({
    slug,
    title: `Post ${slug}`,
    excerpt: 'A short excerpt.',
    body: 'Some **Markdown**.',
    cover: { url: await storedPicture() },
    author: 'Test editor',
    published: true,
    ...overrides,
  });

  beforeAll(async () => {
    api = await startAccountsApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    await api.app.get(SeedService).seedDemoContent();
    const signedIn = await api.client.auth.signin({ body: ADMIN });
    if (signedIn.status !== 200) throw new Error(`admin signin: ${signedIn.status}`);
    admin = bearer(signedIn.body.token);
    const registration = newRegistration('reader');
    await api.client.auth.signup({ body: registration });
    await api.client.auth.verifyEmail({
      body: { email: registration.email, code: await api.outbox.nextCode(registration.email, 0) },
    });
    const reader = await api.client.auth.signin({
      body: { email: registration.email, password: registration.password },
    });
    if (reader.status !== 200) throw new Error(`customer signin: ${reader.status}`);
    customer = bearer(reader.body.token);
  });

  afterAll(async () => {
    await api.close();
  });

  describe('GET /gallery', () => {
    it('answers ten items for page 1 by default, with sizes and renditions, then the rest on page 2', async () => {
      const first = await api.client.content.listGallery({ query: {} });
      expect(first.status).toBe(200);
      if (first.status !== 200) return;
      expect(first.body).toMatchObject({ page: 1, pages: 2, total: 14 });
      expect(first.body.data).toHaveLength(10);
      for (const item of first.body.data) {
        expect(galleryItemSchema.strict().parse(item)).toEqual(item);
        expect(item.image.width).toBeGreaterThan(0);
        expect(item.image.variants.map((variant) => variant.width)).toEqual([480, 800]);
      }
      expect(first.body.data[0].title).toBe('Vertical farm, Al Quoz');
      // Varied shapes: a masonry grid of one aspect ratio would be a plain grid.
      const ratios = new Set(
        first.body.data.map((item) => (item.image.width / item.image.height).toFixed(2)),
      );
      expect(ratios.size).toBeGreaterThanOrEqual(3);

      const second = await api.client.content.listGallery({ query: { page: 2 } });
      if (second.status !== 200) throw new Error(`page 2: ${second.status}`);
      expect(second.body.data).toHaveLength(4);
      const ids = new Set([...first.body.data, ...second.body.data].map((item) => item._id));
      expect(ids.size).toBe(14);
    });

    it('serves the picture and its renditions as WebP files of the stated width', async () => {
      const page = await api.client.content.listGallery({ query: { limit: 1 } });
      if (page.status !== 200) throw new Error(`${page.status}`);
      const { image } = page.body.data[0];
      const small = await fetch(new URL(image.variants[0].url, api.baseUrl));
      expect(small.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
      expect(meta.width).toBe(480);
      expect(Math.abs((meta.height ?? 0) - (480 * image.height) / image.width)).toBeLessThanOrEqual(1);
    });

    it('answers in Arabic when asked, and in English where a text has no Arabic', async () => {
      const created = await api.client.content.createGalleryItem({
        body: {
          title: 'Only English',
          description: 'No translation yet.',
          image: { url: await storedPicture() },
        },
        extraHeaders: admin,
      });
      expect(created.status).toBe(201);
      const page = await api.client.content.listGallery({ query: {}, extraHeaders: arabic });
      if (page.status !== 200) throw new Error(`${page.status}`);
      expect(page.body.data[0]).toMatchObject({ title: 'Only English', description: 'No translation yet.' });
      expect(page.body.data[1].title).toBe('مزرعة عمودية، القوز');
      if (created.status === 201)
        await api.client.content.deleteGalleryItem({
          params: { id: created.body.data._id },
          extraHeaders: admin,
        });
    });

    it('refuses a limit over 100 and a page below 1', async () => {
      expect((await api.client.content.listGallery({ query: { limit: 101 } })).status).toBe(400);
      expect((await api.client.content.listGallery({ query: { page: 0 } })).status).toBe(400);
    });
  });

  describe('GET /blog and /blog/:slug', () => {
    it('lists published posts newest first, six a page', async () => {
      const res = await api.client.content.listPosts({ query: {} });
      if (res.status !== 200) throw new Error(`${res.status}`);
      expect(res.body).toMatchObject({ page: 1, total: 4, pages: 1 });
      for (const post of res.body.data) expect(postSummarySchema.strict().parse(post)).toEqual(post);
      const dates = res.body.data.map((post) => post.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('pages the list', async () => {
      const res = await api.client.content.listPosts({ query: { page: 2, limit: 3 } });
      if (res.status !== 200) throw new Error(`${res.status}`);
      expect(res.body).toMatchObject({ page: 2, pages: 2, total: 4 });
      expect(res.body.data).toHaveLength(1);
    });

    it('shows one post with its Markdown rendered, in Arabic when asked', async () => {
      const en = await api.client.content.getPost({ params: { slug: 'aquaponics-explained' } });
      if (en.status !== 200) throw new Error(`${en.status}`);
      expect(postSchema.strict().parse(en.body.data)).toEqual(en.body.data);
      expect(en.body.data.html).toContain('<h2>The nitrogen cycle</h2>');
      expect(en.body.data.html).toContain('<ol>');
      const ar = await api.client.content.getPost({
        params: { slug: 'aquaponics-explained' },
        extraHeaders: arabic,
      });
      if (ar.status !== 200) throw new Error(`${ar.status}`);
      expect(ar.body.data.title).toMatch(arabicScript);
      expect(ar.body.data.html).toContain('<h2>دورة النيتروجين</h2>');
      // The byline too: no English name on an Arabic page where an Arabic one is kept.
      expect(en.body.data.author).toBe('GreenGrow Farms team');
      expect(ar.body.data.author).toBe('فريق مزارع جرين جرو');
    });

    it('hides an unpublished post from the list and from its own address', async () => {
      const created = await api.client.content.createPost({
        body: await postBody('draft-post', { published: false }),
        extraHeaders: admin,
      });
      expect(created.status).toBe(201);
      if (created.status !== 201) return;
      expect(created.body.data).toMatchObject({ published: false, publishedAt: null });
      const list = await api.client.content.listPosts({ query: { limit: 100 } });
      if (list.status !== 200) throw new Error(`${list.status}`);
      expect(list.body.data.map((post) => post.slug)).not.toContain('draft-post');
      const direct = await api.client.content.getPost({ params: { slug: 'draft-post' } });
      expect(direct.status).toBe(404);
      expectErrorBody(direct.body, 404, contentMessages.postNotFound);
      // The admin still sees it, and publishing it makes it public with a publication date.
      const published = await api.client.content.updatePost({
        params: { id: created.body.data._id },
        body: await postBody('draft-post', { cover: created.body.data.cover, published: true }),
        extraHeaders: admin,
      });
      if (published.status !== 200) throw new Error(`${published.status}`);
      expect(published.body.data.publishedAt).not.toBeNull();
      expect((await api.client.content.getPost({ params: { slug: 'draft-post' } })).status).toBe(200);
      await api.client.content.deletePost({ params: { id: created.body.data._id }, extraHeaders: admin });
      expect((await api.client.content.getPost({ params: { slug: 'draft-post' } })).status).toBe(404);
    });

    it('renders a post carrying a <script>, event handlers and javascript: links harmless', async () => {
      const created = await api.client.content.createPost({
        body: await postBody('hostile-post', {
          body: [
            'Before <script>alert("xss")</script> after.',
            '[click me](javascript:alert(1))',
            '<a href="javascript:alert(2)" onclick="alert(3)">raw link</a>',
            '<img src="/api/files/65a1b2c3d4e5f60718293a4b" onerror="alert(4)">',
            '<iframe src="https://evil.example"></iframe>',
          ].join('\n\n'),
        }),
        extraHeaders: admin,
      });
      expect(created.status).toBe(201);
      const res = await api.client.content.getPost({ params: { slug: 'hostile-post' } });
      if (res.status !== 200) throw new Error(`${res.status}`);
      const { html } = res.body.data;
      expect(html).not.toMatch(/<script|<iframe|\son\w+=|href="\s*javascript:|alert\("xss"\)/i);
      expect(html).toContain('Before');
      expect(html).toContain('<a>raw link</a>');
      expect(html).toContain('<img src="/api/files/65a1b2c3d4e5f60718293a4b"');
      if (created.status === 201)
        await api.client.content.deletePost({ params: { id: created.body.data._id }, extraHeaders: admin });
    });

    it('answers 404 for an unknown slug', async () => {
      const res = await api.client.content.getPost({ params: { slug: 'no-such-post' } });
      expectErrorBody(res.body, 404, contentMessages.postNotFound);
    });
  });

  describe('admin routes', () => {
    it('refuse the anonymous (401) and customers (403)', async () => {
      const body = await postBody('guarded-post');
      expect((await api.client.content.createPost({ body })).status).toBe(401);
      expect((await api.client.content.createPost({ body, extraHeaders: customer })).status).toBe(403);
      expect((await api.client.content.adminListPosts({ query: {}, extraHeaders: customer })).status).toBe(
        403,
      );
      expect((await api.client.content.adminListGallery({ query: {} })).status).toBe(401);
    });

    it('list posts with both languages and the Markdown source', async () => {
      const res = await api.client.content.adminListPosts({
        query: { search: 'aquaponics' },
        extraHeaders: admin,
      });
      if (res.status !== 200) throw new Error(`${res.status}`);
      expect(res.body.total).toBe(1);
      expect(res.body.data[0]).toMatchObject({ slug: 'aquaponics-explained', published: true });
      expect(res.body.data[0].titleAr).toMatch(arabicScript);
      expect(res.body.data[0].body).toContain('## The nitrogen cycle');
    });

    it('refuse a taken slug (409), a picture that is not stored (400) and bad fields (400 with issues)', async () => {
      const taken = await api.client.content.createPost({
        body: await postBody('aquaponics-explained'),
        extraHeaders: admin,
      });
      expect(taken.status).toBe(409);
      expectErrorBody(taken.body, 409, contentMessages.slugTaken);

      const missing = await api.client.content.createPost({
        body: await postBody('missing-cover', { cover: { url: '/api/files/0123456789abcdef01234567' } }),
        extraHeaders: admin,
      });
      expectErrorBody(missing.body, 400, contentMessages.imageNotFound);

      const invalid = await api.client.content.createGalleryItem({
        body: { title: '', description: 'x', image: { url: 'https://elsewhere.example/p.png' } },
        extraHeaders: admin,
      });
      const parsed = expectErrorBody(invalid.body, 400);
      expect(parsed.issues?.map((issue) => [issue.path, issue.code])).toEqual(
        expect.arrayContaining([
          ['title', 'required'],
          ['image.url', 'imageInvalid'],
        ]),
      );
    });

    it('refuse a save from a form opened before a colleague saved, keeping their picture (409)', async () => {
      const [first, second] = [await storedPicture(600, 400), await storedPicture(640, 400)];
      const created = await api.client.content.createGalleryItem({
        body: { title: 'Roof', description: 'A roof farm.', image: { url: first } },
        extraHeaders: admin,
      });
      if (created.status !== 201) throw new Error(`${created.status}`);
      const { _id: id, revision } = created.body.data;
      expect(revision).toBe(0);
      // A colleague puts another picture in from revision 0.
      const theirs = await api.client.content.updateGalleryItem({
        params: { id },
        body: { title: 'Roof', description: 'A roof farm.', image: { url: second }, revisionWas: 0 },
        extraHeaders: admin,
      });
      expect(theirs.status === 200 && theirs.body.data.revision).toBe(1);
      // The form still open at revision 0 is refused; their picture stays on the item and in storage.
      const mine = await api.client.content.updateGalleryItem({
        params: { id },
        body: { title: 'Roof at dawn', description: 'A roof farm.', image: { url: first }, revisionWas: 0 },
        extraHeaders: admin,
      });
      expectErrorBody(mine.body, 409, contentMessages.contentChangedMeanwhile);
      const stored = await api.client.adminContent.adminGetGalleryItem({
        params: { id },
        extraHeaders: admin,
      });
      expect(stored.status === 200 && stored.body.data).toMatchObject({ title: 'Roof', revision: 1 });
      expect((await fetch(new URL(second, api.baseUrl))).status).toBe(200);

      // A post too, also when it was stored before revisions existed.
      const post = await api.client.content.createPost({
        body: await postBody('two-editors'),
        extraHeaders: admin,
      });
      if (post.status !== 201) throw new Error(`${post.status}`);
      await api.app
        .get<Connection>(getConnectionToken())
        .collection('posts')
        .updateOne({ _id: new Types.ObjectId(post.body.data._id) }, { $unset: { revision: 1 } });
      const body = await postBody('two-editors');
      const saved = await api.client.content.updatePost({
        params: { id: post.body.data._id },
        body: { ...body, title: 'Saved first', revisionWas: 0 },
        extraHeaders: admin,
      });
      expect(saved.status === 200 && saved.body.data.revision).toBe(1);
      const late = await api.client.content.updatePost({
        params: { id: post.body.data._id },
        body: { ...body, title: 'Saved late', revisionWas: 0 },
        extraHeaders: admin,
      });
      expectErrorBody(late.body, 409, contentMessages.contentChangedMeanwhile);
      await api.client.content.deletePost({ params: { id: post.body.data._id }, extraHeaders: admin });
      await api.client.content.deleteGalleryItem({ params: { id }, extraHeaders: admin });
    });

    it('update and delete gallery items, and answer 404 for unknown ones', async () => {
      const created = await api.client.content.createGalleryItem({
        body: {
          title: 'Greenhouse',
          titleAr: 'بيت محمي',
          description: 'Test picture.',
          image: { url: await storedPicture(600, 900) },
        },
        extraHeaders: admin,
      });
      if (created.status !== 201) throw new Error(`${created.status}`);
      expect(created.body.data.image).toMatchObject({ width: 600, height: 900 });
      expect(created.body.data.image.variants.map((variant) => variant.width)).toEqual([480]);
      const id = created.body.data._id;
      const updated = await api.client.content.updateGalleryItem({
        params: { id },
        body: {
          title: 'Greenhouse at noon',
          description: 'Renamed.',
          image: { url: created.body.data.image.url },
        },
        extraHeaders: admin,
      });
      if (updated.status !== 200) throw new Error(`${updated.status}`);
      expect(updated.body.data).toMatchObject({ title: 'Greenhouse at noon', titleAr: '' });
      const deleted = await api.client.content.deleteGalleryItem({ params: { id }, extraHeaders: admin });
      expect(deleted.body).toMatchObject({ code: 'galleryItemDeleted' });
      const again = await api.client.content.deleteGalleryItem({ params: { id }, extraHeaders: admin });
      expectErrorBody(again.body, 404, contentMessages.galleryItemNotFound);
      // Its files went with it.
      expect((await fetch(new URL(created.body.data.image.url, api.baseUrl))).status).toBe(404);
    });
  });
});

import { getModelToken } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import sharp from 'sharp';
import { GalleryItem } from '../src/content/gallery-item.schema';
import { Post } from '../src/content/post.schema';
import { FilesService } from '../src/files/files.service';
import { MediaUsage } from '../src/files/media-usage';
import { type ShopApp, startShopApp } from './shop-app';
import { expectErrorBody } from './support/expect-error';

/** Blog and gallery: admin round trips, each change on the record's trail, and the preview. */
describe('admin blog and gallery', () => {
  let api: ShopApp;
  const run = Date.now().toString(36);

  beforeAll(async () => {
    api = await startShopApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const storedPicture = async (width = 900, height = 600) => {
    const png = await sharp({ create: { width, height, channels: 3, background: '#2c7a4b' } })
      .png()
      .toBuffer();
    return (await api.app.get(FilesService).store(png, { filename: 'upload.png' })).url;
  };

  const trail = async (kind: 'post' | 'galleryItem', recordId: string) => {
    const res = await api.client.admin.listAuditTrail({
      query: { kind, recordId },
      extraHeaders: api.adminHeaders,
    });
    if (res.status !== 200) throw new Error(`listAuditTrail answered ${res.status}`);
    return res.body.data.map(({ action, fields }) => ({ action, fields }));
  };

  it('writes a draft, publishes it, edits and deletes it, each step on its trail', async () => {
    const slug = `admin-post-${run}`;
    const body = {
      slug,
      title: 'Harvest notes',
      titleAr: 'ملاحظات الحصاد',
      excerpt: 'What we picked this week.',
      body: '## Lettuce\n\nTwelve heads.',
      bodyAr: '## الخس\n\nاثنا عشر رأسًا.',
      cover: { url: await storedPicture() },
      author: 'Farm editor',
      published: false,
    };
    const created = await api.client.content.createPost({ body, extraHeaders: api.adminHeaders });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    const id = created.body.data._id;
    expect(created.body.data.cover.variants.map((variant) => variant.width)).toEqual([480, 800]);
    expect((await api.client.content.getPost({ params: { slug } })).status).toBe(404);

    const published = await api.client.content.updatePost({
      params: { id },
      body: { ...body, cover: { url: created.body.data.cover.url }, published: true },
      extraHeaders: api.adminHeaders,
    });
    expect(published.status).toBe(200);
    const pub = await api.client.content.getPost({
      params: { slug },
      extraHeaders: { 'accept-language': 'ar' },
    });
    expect(pub.status === 200 && pub.body.data.html).toContain('<h2>الخس</h2>');

    const week2 = {
      ...body,
      title: 'Harvest notes, week 2',
      cover: { url: created.body.data.cover.url },
      published: true,
    };
    const edited = await api.client.content.updatePost({
      params: { id },
      body: week2,
      extraHeaders: api.adminHeaders,
    });
    expect(edited.status).toBe(200);
    // The same form saved again, naming its revision: a new revision, and nothing for the history.
    const revisionWas = edited.status === 200 ? edited.body.data.revision : -1;
    const again = await api.client.content.updatePost({
      params: { id },
      body: { ...week2, revisionWas },
      extraHeaders: api.adminHeaders,
    });
    expect(again.status === 200 && again.body.data.revision).toBe(revisionWas + 1);
    const deleted = await api.client.content.deletePost({ params: { id }, extraHeaders: api.adminHeaders });
    expect(deleted.status).toBe(200);
    expect(
      (await api.client.content.adminGetPost({ params: { id }, extraHeaders: api.adminHeaders })).status,
    ).toBe(404);

    expect(await trail('post', id)).toEqual([
      { action: 'deleted', fields: [] },
      { action: 'updated', fields: ['title'] },
      { action: 'published', fields: [] },
      { action: 'updated', fields: ['published', 'publishedAt'] },
      { action: 'created', fields: [] },
    ]);
  });

  /** A draft post's fields with this cover. */
  const draft = (slug: string, coverUrl: string) => ({
    slug: `${slug}-${run}`,
    title: 'Cover notes',
    excerpt: 'A post about its cover.',
    body: 'Text.',
    cover: { url: coverUrl },
    author: 'Farm editor',
    published: false,
  });

  it('keeps a post and its cover as they were when saving a new cover fails', async () => {
    const body = draft('cover-kept', await storedPicture());
    const created = await api.client.content.createPost({ body, extraHeaders: api.adminHeaders });
    if (created.status !== 201) throw new Error(`createPost answered ${created.status}`);
    const { _id: id, cover } = created.body.data;
    const served = async (url: string) => (await fetch(`${api.baseUrl}${url.replace(/^\/api/, '')}`)).status;
    expect(await served(cover.url)).toBe(200);
    // The database refuses the save (a disk full, a lost race): the old cover must not be gone already.
    const posts = api.app.get<Model<Post>>(getModelToken(Post.name));
    const failing = jest.spyOn(posts, 'findOneAndUpdate').mockImplementationOnce(() => {
      throw new Error('write refused');
    });
    const newCover = await storedPicture(700, 500);
    const stored = await api.collection('files.files').countDocuments();
    const refused = await api.client.content.updatePost({
      params: { id },
      body: { ...body, cover: { url: newCover } },
      extraHeaders: api.adminHeaders,
    });
    failing.mockRestore();
    expect(refused.status).toBe(500);
    expect(await served(cover.url)).toBe(200);
    for (const { url } of cover.variants) expect(await served(url)).toBe(200);
    // The sizes made of the new cover for the save that failed are gone with it; the upload stays.
    expect(await api.collection('files.files').countDocuments()).toBe(stored);
    expect(await served(newCover)).toBe(200);
    // A publication date whose offset names no moment is the admin's mistake: 400, not 500.
    const badDate = await api.client.content.updatePost({
      params: { id },
      body: { ...body, cover: { url: cover.url }, publishedAt: '2026-01-01T00:00:00+99:99' },
      extraHeaders: api.adminHeaders,
    });
    expect(badDate.status).toBe(400);
  });

  it('removes the sizes a gallery save made when the save fails, keeping the item as it was', async () => {
    const created = await api.client.content.createGalleryItem({
      body: {
        title: 'Kept as it was',
        description: 'A save of it fails.',
        image: { url: await storedPicture() },
      },
      extraHeaders: api.adminHeaders,
    });
    if (created.status !== 201) throw new Error(`createGalleryItem answered ${created.status}`);
    const newPicture = await storedPicture(700, 500);
    const stored = await api.collection('files.files').countDocuments();
    const items = api.app.get<Model<GalleryItem>>(getModelToken(GalleryItem.name));
    const failing = jest.spyOn(items, 'findOneAndUpdate').mockImplementationOnce(() => {
      throw new Error('write refused');
    });
    const refused = await api.client.content.updateGalleryItem({
      params: { id: created.body.data._id },
      body: { title: 'Kept as it was', description: 'A save of it fails.', image: { url: newPicture } },
      extraHeaders: api.adminHeaders,
    });
    failing.mockRestore();
    expect(refused.status).toBe(500);
    expect(await api.collection('files.files').countDocuments()).toBe(stored);
    await api.client.content.deleteGalleryItem({
      params: { id: created.body.data._id },
      extraHeaders: api.adminHeaders,
    });
  });

  it('removes the sizes a post or gallery item being created made when its write fails', async () => {
    const items = api.app.get<Model<GalleryItem>>(getModelToken(GalleryItem.name));
    const posts = api.app.get<Model<Post>>(getModelToken(Post.name));
    for (const [model, create] of [
      [
        items,
        async (url: string) =>
          (
            await api.client.content.createGalleryItem({
              body: { title: 'Never saved', description: 'Its write fails.', image: { url } },
              extraHeaders: api.adminHeaders,
            })
          ).status,
      ],
      [
        posts,
        async (url: string) =>
          (
            await api.client.content.createPost({
              body: draft('never-saved', url),
              extraHeaders: api.adminHeaders,
            })
          ).status,
      ],
    ] as const) {
      const picture = await storedPicture(640, 480);
      const stored = await api.collection('files.files').countDocuments();
      const failing = jest.spyOn(model as Model<unknown>, 'create').mockImplementationOnce(() => {
        throw new Error('write refused');
      });
      try {
        expect(await create(picture)).toBe(500);
      } finally {
        failing.mockRestore();
      }
      expect(await api.collection('files.files').countDocuments()).toBe(stored);
    }
  });

  it('keeps an uploaded picture while any post, gallery item or product still shows it', async () => {
    const shared = await storedPicture();
    const exists = async (url: string) =>
      (await api
        .collection('files.files')
        .countDocuments({ _id: new Types.ObjectId(url.split('/').pop()) })) === 1;
    const post = async (name: string) => {
      const res = await api.client.content.createPost({
        body: draft(name, shared),
        extraHeaders: api.adminHeaders,
      });
      if (res.status !== 201) throw new Error(`createPost answered ${res.status}`);
      return res.body.data;
    };
    const first = await post('shared-one');
    const second = await post('shared-two');
    const item = await api.client.content.createGalleryItem({
      body: { title: 'Shared picture', description: 'The same upload.', image: { url: shared } },
      extraHeaders: api.adminHeaders,
    });
    if (item.status !== 201) throw new Error(`createGalleryItem answered ${item.status}`);
    const product = await api.product({ images: [{ url: shared }] });

    // Deleting one post takes its own sizes, never the picture the others show.
    await api.client.content.deletePost({ params: { id: first._id }, extraHeaders: api.adminHeaders });
    expect(await exists(shared)).toBe(true);
    for (const { url } of first.cover.variants) expect(await exists(url)).toBe(false);
    for (const { url } of second.cover.variants) expect(await exists(url)).toBe(true);
    // Nor does giving the second post another cover, or deleting the gallery item.
    const recovered = await api.client.content.updatePost({
      params: { id: second._id },
      body: draft('shared-two', await storedPicture(700, 500)),
      extraHeaders: api.adminHeaders,
    });
    expect(recovered.status).toBe(200);
    await api.client.content.deleteGalleryItem({
      params: { id: item.body.data._id },
      extraHeaders: api.adminHeaders,
    });
    expect(await exists(shared)).toBe(true);

    // Once the product is gone too, the last record to drop it takes it.
    await api.deleteProduct(product._id);
    const last = await post('shared-three');
    await api.client.content.deletePost({ params: { id: last._id }, extraHeaders: api.adminHeaders });
    expect(await exists(shared)).toBe(false);
  });

  it("keeps a picture a post's text shows when its cover is replaced, until no text shows it", async () => {
    const picture = await storedPicture();
    const exists = async (url: string) =>
      (await api
        .collection('files.files')
        .countDocuments({ _id: new Types.ObjectId(url.split('/').pop()) })) === 1;
    const body = { ...draft('cover-in-text', picture), body: `Our farm:\n\n![The farm](${picture})` };
    const created = await api.client.content.createPost({ body, extraHeaders: api.adminHeaders });
    if (created.status !== 201) throw new Error(`createPost answered ${created.status}`);
    const id = created.body.data._id;
    const update = async (changes: Partial<typeof body & { bodyAr: string }>) =>
      (
        await api.client.content.updatePost({
          params: { id },
          body: { ...body, ...changes },
          extraHeaders: api.adminHeaders,
        })
      ).status;
    // A new cover: the old one stays, as the text still shows it.
    const newCover = { url: await storedPicture(700, 500) };
    expect(await update({ cover: newCover })).toBe(200);
    expect(await exists(picture)).toBe(true);
    // Another post that drops it as its cover asks again whether anything shows it.
    const dropAsCover = async (name: string) => {
      const other = await api.client.content.createPost({
        body: draft(name, picture),
        extraHeaders: api.adminHeaders,
      });
      if (other.status !== 201) throw new Error(`createPost answered ${other.status}`);
      await api.client.content.deletePost({
        params: { id: other.body.data._id },
        extraHeaders: api.adminHeaders,
      });
    };
    // Its Arabic text alone showing it keeps it.
    expect(await update({ cover: newCover, body: 'Text.', bodyAr: `![المزرعة](${picture})` })).toBe(200);
    await dropAsCover('cover-in-text-two');
    expect(await exists(picture)).toBe(true);
    // Asked about with hundreds of other addresses at once (a full re-seed asks about every picture), it
    // is still found: the addresses are read in patterns of a hundred.
    const others = Array.from({ length: 450 }, () => `/api/files/${new Types.ObjectId().toHexString()}`);
    expect([...(await api.app.get(MediaUsage).inUse([...others, picture]))]).toEqual([picture]);
    // Once no text shows it, the last record to drop it takes it.
    expect(await update({ cover: newCover, body: 'Text.', bodyAr: 'نص.' })).toBe(200);
    await dropAsCover('cover-in-text-three');
    expect(await exists(picture)).toBe(false);
  });

  it('refuses a private file (an enquiry photo) as a cover: its copies would be public', async () => {
    const url = await storedPicture();
    const id = url.split('/').at(-1) as string;
    // As the enquiry forms store their photos.
    await api
      .collection('files.files')
      .updateOne({ _id: new Types.ObjectId(id) }, { $set: { 'metadata.private': true } });
    const res = await api.client.content.createPost({
      body: draft('private-cover', url),
      extraHeaders: api.adminHeaders,
    });
    expect(res.status).toBe(400);
    expect(expectErrorBody(res.body, 400).code).toBe('imageNotFound');
  });

  it('saves a post as long as the contract allows, in both languages', async () => {
    const picture = await storedPicture();
    const res = await api.client.content.createPost({
      body: { ...draft('longest', picture), body: 'a'.repeat(40_000), bodyAr: 'ب'.repeat(40_000) },
      extraHeaders: api.adminHeaders,
    });
    expect(res.status).toBe(201);
  });

  it('previews Markdown with the public renderer, script and handlers removed', async () => {
    const res = await api.client.adminContent.previewPost({
      body: {
        body: '## Title\n\n<script>alert(1)</script>[x](javascript:alert(1)) <b onclick="x()">bold</b>',
      },
      extraHeaders: api.adminHeaders,
    });
    expect(res.status).toBe(200);
    if (res.status !== 200) return;
    expect(res.body.data.html).toContain('<h2>Title</h2>');
    // An unsafe link stays visible as plain text (docs/decisions/054-blog-markdown.md), never as a link.
    expect(res.body.data.html).not.toMatch(/<script|onclick|href="javascript:/);
    expect(res.body.data.html).toContain('<b>bold</b>');

    const tooLong = await api.client.adminContent.previewPost({
      body: { body: 'x'.repeat(40_001) },
      extraHeaders: api.adminHeaders,
    });
    expect(tooLong.status).toBe(400);
    expect(expectErrorBody(tooLong.body, 400).issues?.[0]).toMatchObject({ path: 'body', code: 'tooLong' });
  });

  it('adds, edits and deletes a gallery item with its renditions, each step on its trail', async () => {
    const created = await api.client.content.createGalleryItem({
      body: {
        title: 'Rooftop in Jumeirah',
        titleAr: 'سطح في جميرا',
        description: 'Forty towers of basil.',
        image: { url: await storedPicture(1200, 800) },
      },
      extraHeaders: api.adminHeaders,
    });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    const item = created.body.data;
    expect(item.image).toMatchObject({ width: 1200, height: 800 });
    expect(item.image.variants.map((variant) => variant.width)).toEqual([480, 800]);
    const read = await api.client.adminContent.adminGetGalleryItem({
      params: { id: item._id },
      extraHeaders: api.adminHeaders,
    });
    expect(read.status === 200 && read.body.data).toMatchObject({
      title: 'Rooftop in Jumeirah',
      titleAr: 'سطح في جميرا',
    });

    const newImage = await storedPicture(600, 400);
    const edited = await api.client.content.updateGalleryItem({
      params: { id: item._id },
      body: {
        title: 'Rooftop in Jumeirah',
        description: 'Forty towers of basil and mint.',
        image: { url: newImage },
      },
      extraHeaders: api.adminHeaders,
    });
    expect(edited.status).toBe(200);
    if (edited.status === 200) expect(edited.body.data.image.variants.map((v) => v.width)).toEqual([480]);
    // The replaced picture's files are gone.
    const oldId = item.image.url.split('/').pop()!;
    expect(await api.collection('files.files').countDocuments({ _id: new Types.ObjectId(oldId) })).toBe(0);

    const deleted = await api.client.content.deleteGalleryItem({
      params: { id: item._id },
      extraHeaders: api.adminHeaders,
    });
    expect(deleted.status).toBe(200);
    const gone = await api.client.adminContent.adminGetGalleryItem({
      params: { id: item._id },
      extraHeaders: api.adminHeaders,
    });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 'galleryItemNotFound' });
    expect(await trail('galleryItem', item._id)).toEqual([
      { action: 'deleted', fields: [] },
      { action: 'updated', fields: ['titleAr', 'description', 'image'] },
      { action: 'created', fields: [] },
    ]);
  });

  it('answers bad gallery input with 400s and the contract codes', async () => {
    const res = await fetch(`${api.baseUrl}/admin/gallery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...api.adminHeaders },
      body: JSON.stringify({
        title: '',
        description: 'x'.repeat(401),
        image: { url: 'https://x.example/a.png' },
      }),
    });
    expect(res.status).toBe(400);
    const codes = Object.fromEntries(
      (expectErrorBody(await res.json(), 400).issues ?? []).map((issue) => [issue.path, issue.code]),
    );
    expect(codes).toEqual({ title: 'required', description: 'tooLong', 'image.url': 'imageInvalid' });
  });

  it('is for admins only: 401 without a token, 403 for a customer', async () => {
    expect((await api.client.adminContent.previewPost({ body: { body: 'x' } })).status).toBe(401);
    const shopper = await api.shopper();
    const customer = await api.client.adminContent.previewPost({
      body: { body: 'x' },
      extraHeaders: shopper.headers,
    });
    expect(customer.status).toBe(403);
    expect(
      (await api.client.content.adminListGallery({ query: {}, extraHeaders: shopper.headers })).status,
    ).toBe(403);
  });
});

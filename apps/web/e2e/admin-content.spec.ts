import { signInAsAdmin } from './accounts-support';
import { photo } from './enquiries-support';
import { fieldRowsOutOfLine, wordsStart } from './layout-support';
import { API_URL } from './ports';
import { expect, expectAccessible, hydrated, type Lang, sidewaysScroll, test, useLanguage } from './support';

// The admin's services and categories, blog and gallery screens (docs/decisions/078-admin-content-forms.md).

const run = Date.now().toString(36);

async function firstService(): Promise<{ _id: string; name: string }> {
  const { data } = (await (await fetch(`${API_URL}/services`)).json()) as {
    data: { _id: string; name: string }[];
  };
  return data[0]!;
}

test('an admin adds a category with an image and finds it on the service page', async ({ page }) => {
  await signInAsAdmin(page);
  const service = await firstService();
  await page.goto('/admin-panel/service-category');
  await page.getByRole('link', { name: `Add a category to ${service.name}` }).click();
  await expect(page).toHaveURL(`/admin-panel/service-category/add-category/${service._id}`);
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue(service._id);

  const name = `Kelp Walls ${run}`;
  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel('Name (Arabic)').fill(`جدران الطحالب ${run}`);
  await page.getByLabel('Description (English)').fill('Seaweed grown on vertical panels.');
  await page.getByLabel('Choose an image').setInputFiles(photo('kelp.png'));
  await page.getByRole('button', { name: 'Create category' }).click();

  await expect(page).toHaveURL(/\/admin-panel\/service-category\/edit-category\/[a-f\d]{24}$/);
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'The category’s image' })).toHaveAttribute(
    'src',
    /^\/api\/files\//,
  );
  // Its trail names the admin who created it.
  const trail = page.getByRole('region', { name: 'History of changes' });
  await expect(trail.getByText('Created')).toBeVisible();

  await page.goto(`/service/${service._id}`);
  const tile = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(tile.getByRole('link', { name })).toBeVisible();
  await expect(tile.locator('img')).toHaveAttribute('src', /^\/api\/files\//);
});

test('a service in use is not deleted: the confirm step says what uses it', async ({ page }) => {
  await signInAsAdmin(page);
  const service = await firstService();
  await page.goto('/admin-panel/service-category');
  await page.getByRole('link', { name: `Delete ${service.name}` }).click();
  await expect(page).toHaveURL(`/admin-panel/service-category/add-service/${service._id}?delete`);
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByRole('alert')).toContainText(
    /This service has \d+ categories\. Move or delete them first\./,
  );
  await page.getByRole('link', { name: 'No, keep it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit service' })).toBeVisible();
});

test('a service is written, edited and deleted through its screens, without JavaScript too', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto('/admin-panel/service-category/add-service');
  // Blank required fields come back with their messages.
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(page.locator('#service-form')).toContainText('Required');

  const name = `Mushroom Rooms ${run}`;
  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel('Description (English)').fill('Oyster mushrooms in dark rooms.');
  await page.getByLabel('Add images').setInputFiles([photo('a.png'), photo('b.png')]);
  const newVideo = page.getByRole('group', { name: 'Add a video' });
  await newVideo.getByLabel('YouTube or Vimeo link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await newVideo.getByLabel('Title (English)').fill('Spores to harvest');
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(page).toHaveURL(/\/add-service\/[a-f\d]{24}$/);
  await expect(page.getByRole('checkbox', { name: /Keep image/ })).toHaveCount(2);

  // A second video, then moved before the first and the first removed: plain posts without JavaScript.
  await newVideo.getByLabel('YouTube or Vimeo link').fill('https://vimeo.com/76979871');
  await newVideo.getByLabel('Title (English)').fill('The dark room');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Video 2 of 2')).toContainText('Vimeo');
  // Each listed video's title fields are named by the video they belong to.
  await expect(page.getByRole('group', { name: /^Video 2 of 2/ }).getByLabel('Title (English)')).toHaveValue(
    'The dark room',
  );
  await page.getByRole('button', { name: 'Move video 2 up' }).click();
  await expect(page.getByText('Video 1 of 2')).toContainText('Vimeo');
  await page.getByRole('button', { name: 'Remove video 2' }).click();
  await expect(page.getByText(/Video \d of/)).toHaveCount(1);

  // A save refused (the name blanked) comes back with the boxes as the admin left them.
  await page.getByRole('checkbox', { name: 'Keep image 1' }).uncheck();
  await page.getByLabel('Add images').setInputFiles([photo('c.png')]);
  await page.getByLabel('Name (English)').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('#service-form')).toContainText('Required');
  // The picture picked with it was not uploaded, and the page says so.
  await expect(
    page.getByText('The pictures you picked were not kept: please choose them again.'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Keep image 1' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Keep image 2' })).toBeChecked();
  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel('Subheading (English)').fill('Fungi, indoors');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('checkbox', { name: /Keep image/ })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'History of changes' })).toContainText(
    'Fields: Subheading, Image',
  );

  await page.getByRole('link', { name: 'Delete this service' }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page).toHaveURL('/admin-panel/service-category');
  // The header's Services menu is cached for a few seconds; the admin's list is current at once.
  await expect(page.getByRole('main').getByText(name)).toHaveCount(0);
  await context.close();
});

test('a saved or refused service form sends its pictures and video up once', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin-panel/service-category/add-service');
  await hydrated(page);
  await page.getByLabel('Name (English)').fill(`Kelp Ponds ${run}`);
  await page.getByLabel('Description (English)').fill('Sea greens grown in ponds.');
  const pictures = page.getByLabel('Add images');
  await pictures.setInputFiles([photo('a.png'), photo('b.png')]);
  const newVideo = page.getByRole('group', { name: 'Add a video' });
  await newVideo.getByLabel('YouTube or Vimeo link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await newVideo.getByLabel('Title (English)').fill('Pond day');
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(page).toHaveURL(/\/add-service\/[a-f\d]{24}$/);
  await expect(page.getByRole('checkbox', { name: /Keep image/ })).toHaveCount(2);
  // The same page, started afresh from what was stored.
  expect(await pictures.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  await expect(newVideo.getByLabel('YouTube or Vimeo link')).toHaveValue('');
  await expect(page.getByText(/Video \d of/)).toHaveCount(1);

  // A save refused (a slug another service has) with a picture picked: the picture is stored once and
  // comes back ticked, and the file input starts empty, so the next save does not upload it again.
  await pictures.setInputFiles([photo('c.png')]);
  await page.getByLabel('Slug (the address in links)').fill('residential');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Another service already uses this slug.').first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Keep image/ })).toHaveCount(3);
  expect(await pictures.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  await page.getByLabel('Slug (the address in links)').fill('');

  await page.getByLabel('Subheading (English)').fill('Kelp, by the sea');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('Subheading (English)')).toHaveValue('Kelp, by the sea');
  await expect(page.getByRole('region', { name: 'History of changes' })).toContainText('Fields: Subheading');
  await expect(page.getByRole('checkbox', { name: /Keep image/ })).toHaveCount(3);
  await expect(page.getByText(/Video \d of/)).toHaveCount(1);

  // Gone again: the header's and footer's service lists are other tests' to count.
  await page.getByRole('link', { name: 'Delete this service' }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page).toHaveURL('/admin-panel/service-category');
});

test('an admin writes a post with a preview, publishes it and reads it on the blog', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin-panel/blog');
  await page.getByRole('link', { name: 'Write a post' }).click();
  await expect(page).toHaveURL('/admin-panel/blogs/blogs-create');
  await hydrated(page);

  const slug = `tomatoes-indoors-${run}`;
  await page.getByLabel('Title (English)').fill('Tomatoes indoors');
  await page.getByLabel('Excerpt (English)').fill('Trusses, bees and heat.');
  await page.getByLabel('Text in Markdown (English)').fill('## Pollination\n\nShake the **trusses** daily.');
  await page.getByLabel('Text in Markdown (Arabic)').fill('## التلقيح\n\nهز العناقيد يوميًا.');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Pollination' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('trusses');
  await expect(preview.getByRole('heading', { name: 'التلقيح' })).toBeVisible();
  // The typed texts are still there after the round trip.
  await expect(page.getByLabel('Title (English)')).toHaveValue('Tomatoes indoors');

  await page.getByLabel('Choose a cover').setInputFiles(photo('tomatoes.png'));
  await page.getByLabel('Slug (the address in links)').fill(slug);
  await page.getByLabel('Author', { exact: true }).fill('Farm editor');
  await page.getByLabel('Author in Arabic').fill('محرر المزرعة');
  await page.getByRole('checkbox', { name: 'Published' }).check();
  // Enter in a one-line field saves, as "Save post" does (not Preview, the form's first button).
  await page.getByLabel('Author in Arabic').press('Enter');
  await expect(page).toHaveURL(/\/admin-panel\/blogs\/blogs-create\/[a-f\d]{24}$/);
  const trail = page.getByRole('region', { name: 'History of changes' });
  await expect(trail.getByText('Created')).toBeVisible();
  await expect(trail.getByText(/^Published/)).toBeVisible();

  await page.getByRole('link', { name: 'View the published post' }).click();
  await expect(page).toHaveURL(`/blog-details/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tomatoes indoors' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Pollination' })).toBeVisible();
});

test('the post preview works without JavaScript, and a post is deleted after a confirm step', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto('/admin-panel/blogs/blogs-create');
  await page.getByLabel('Text in Markdown (English)').fill('- one\n- two');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('listitem')).toHaveCount(2);
  // Saving without the required fields names them.
  await page.getByLabel('Title (English)').fill(`Lists ${run}`);
  await page.getByRole('button', { name: 'Save post' }).click();
  await expect(page.locator('#post-form')).toContainText('Required');
  await page.getByLabel('Excerpt (English)').fill('Two items.');
  await page.getByLabel('Author', { exact: true }).fill('Editor');
  await page.getByLabel('Slug (the address in links)').fill(`lists-${run}`);
  await page.getByLabel('Choose a cover').setInputFiles(photo('list.png'));
  await page.getByRole('button', { name: 'Save post' }).click();
  await expect(page).toHaveURL(/\/blogs-create\/[a-f\d]{24}$/);

  // Found through the list's search, it is deleted from there, and the list comes back as it was left.
  const search = `/admin-panel/blog?search=${run}`;
  await page.goto(search);
  await page.getByRole('link', { name: `Delete Lists ${run}` }).click();
  await expect(page.getByRole('heading', { name: `Delete the post “Lists ${run}”?` })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page).toHaveURL(search);
  await expect(page.getByRole('main').getByText(`Lists ${run}`, { exact: true })).toHaveCount(0);
  await context.close();
});

test('an admin adds a picture to the gallery, edits it and deletes it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin-panel/gallery');
  await page.getByRole('link', { name: 'Add a picture' }).click();
  await expect(page).toHaveURL('/admin-panel/gallery/add-gallery');
  // Typed before the form hydrates, a field can be reset by it: wait, as a person would see the page first.
  await hydrated(page);
  const title = `Basil wall ${run}`;
  await page.getByLabel('Choose a picture').setInputFiles(photo('basil.png'));
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title (Arabic)').fill(`جدار الريحان ${run}`);
  await page.getByLabel('Description (English)').fill('Basil on a living wall.');
  await page.getByRole('button', { name: 'Add to the gallery' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/gallery\/add-gallery\/[a-f\d]{24}$/);
  await expect(page.getByRole('img', { name: 'The gallery picture' })).toHaveAttribute(
    'src',
    /^\/api\/files\//,
  );

  await page.goto('/gallery');
  await expect(page.getByText(title)).toBeVisible();

  await page.goto('/admin-panel/gallery');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/admin-panel\/gallery\/add-gallery\/[a-f\d]{24}$/);
  await hydrated(page);
  await page.getByLabel('Description (English)').fill('Basil and mint on a living wall.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('region', { name: 'History of changes' })).toContainText('Fields: Description');

  await page.getByRole('link', { name: 'Delete this picture' }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page).toHaveURL('/admin-panel/gallery');
  await expect(page.getByRole('main').getByText(title)).toHaveCount(0);
});

/** Every screen of this part, by section, with the records they show (the demo content). */
async function screens(): Promise<Record<string, string[]>> {
  const service = await firstService();
  const read = async (path: string) =>
    ((await (await fetch(`${API_URL}${path}`)).json()) as { data: { _id: string }[] }).data;
  const [categories, posts, gallery] = await Promise.all([
    read(`/services/${service._id}/categories`),
    read('/blog'),
    read('/gallery'),
  ]);
  const sc = '/admin-panel/service-category';
  return {
    'services and categories': [
      sc,
      `${sc}/add-service`,
      `${sc}/add-service/${service._id}`,
      `${sc}/add-service/${service._id}?delete`,
      `${sc}/add-category`,
      `${sc}/add-category/${service._id}`,
      `${sc}/edit-category/${categories[0]!._id}`,
    ],
    blog: [
      '/admin-panel/blog',
      '/admin-panel/blogs/blogs-create',
      `/admin-panel/blogs/blogs-create/${posts[0]!._id}`,
    ],
    gallery: [
      '/admin-panel/gallery',
      '/admin-panel/gallery/add-gallery',
      `/admin-panel/gallery/add-gallery/${gallery[0]!._id}`,
      `/admin-panel/gallery/add-gallery/${gallery[0]!._id}?delete`,
    ],
  };
}

for (const lang of ['en', 'ar'] as Lang[]) {
  for (const section of ['services and categories', 'blog', 'gallery']) {
    test(`the ${section} screens are accessible and fit a phone (${lang})`, async ({ page }) => {
      test.slow();
      await useLanguage(page, lang);
      await signInAsAdmin(page);
      // The phone-width sweep (e2e/no-sideways-scroll.spec.ts) looks at these screens here, on the same load.
      const sideways: string[] = [];
      const outOfLine: string[][] = [];
      for (const path of (await screens())[section]!) {
        // The screens are whole as the server sends them; hydration changes nothing axe looks at.
        await page.goto(path);
        await expectAccessible(page, `${path} (${lang})`);
        // An editor's English and Arabic fields start level, row by row (docs/decisions/271).
        if (/\/(add|edit)-|blogs-create/.test(path) && !path.endsWith('?delete')) {
          const form = page
            .getByRole('main')
            .locator('form')
            .filter({ has: page.locator('fieldset') });
          outOfLine.push(...(await fieldRowsOutOfLine(form)));
        }
        sideways.push(...(await sidewaysScroll(page, path)));
      }
      if (section === 'gallery') {
        // A picture's Edit link lines up with its title: no button padding at its side.
        await page.goto('/admin-panel/gallery');
        const card = page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ has: page.locator('img') })
          .first();
        expect(await wordsStart(card.getByRole('link').first(), lang)).toBe(
          await wordsStart(card.locator('p').first(), lang),
        );
      }
      expect(sideways).toEqual([]);
      expect(outOfLine).toEqual([]);
    });
  }
}

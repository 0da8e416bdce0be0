import { describe, expect, it } from 'vitest';
import { productFormSchema, productInputSchema } from './admin-products';

const image = (n: number) => `/api/files/${String(n).padStart(24, 'a')}`;
const valid = {
  name: 'Window Farm Kit',
  description: 'Grows herbs on a sill.',
  price: 149.99,
  discountedPrice: 129.5,
  stock: 12,
  categoryId: '65a1b2c3d4e5f6a7b8c9d0e1',
  images: [image(1), image(2)],
};

const codesOf = (result: {
  success: boolean;
  error?: { issues: { path: (string | number)[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('productInputSchema', () => {
  it('reads the featured flag and its position, and leaves a product unfeatured by default', () => {
    expect(productInputSchema.parse(valid).featured).toBeUndefined();
    expect(productInputSchema.parse({ ...valid, featured: 'on', featuredOrder: '2' })).toMatchObject({
      featured: true,
      featuredOrder: 2,
    });
    expect(productInputSchema.parse({ ...valid, featured: true, featuredOrder: 1 }).featured).toBe(true);
  });

  it('asks a featured product for its position, once, and checks the position', () => {
    expect(codesOf(productInputSchema.safeParse({ ...valid, featured: true }))).toEqual({
      featuredOrder: 'featuredOrderRequired',
    });
    expect(codesOf(productInputSchema.safeParse({ ...valid, featured: true, featuredOrder: '' }))).toEqual({
      featuredOrder: 'featuredOrderRequired',
    });
    for (const featuredOrder of [0, 1.5, 1000, 'first'])
      expect(codesOf(productInputSchema.safeParse({ ...valid, featured: true, featuredOrder }))).toEqual({
        featuredOrder: 'featuredOrderInvalid',
      });
  });

  it('accepts every field and defaults the lists', () => {
    const parsed = productInputSchema.parse(valid);
    expect(parsed).toMatchObject({ ...valid, usp: [], uspAr: [] });
    expect(parsed.nameAr).toBeUndefined();
  });

  it('says each rule by its code, cross-field rules included', () => {
    const result = productInputSchema.safeParse({
      ...valid,
      name: '  ',
      price: 10,
      discountedPrice: 12,
      stock: 1.5,
      images: [],
      categoryId: 'x',
    });
    expect(codesOf(result)).toEqual({
      name: 'productNameRequired',
      discountedPrice: 'discountedPriceAbovePrice',
      stock: 'productStockInvalid',
      images: 'productImagesRequired',
      categoryId: 'invalidId',
    });
  });

  it('refuses prices with more than 2 decimals, negative stock and foreign image URLs', () => {
    const result = productInputSchema.safeParse({
      ...valid,
      price: 10.001,
      stock: -1,
      images: ['https://evil.example/x.png'],
    });
    expect(codesOf(result)).toMatchObject({
      price: 'productPriceInvalid',
      stock: 'productStockInvalid',
      'images.0': 'productImageInvalid',
    });
  });

  it('refuses one file twice, however its URL is written, by the message for a repeated image', () => {
    const id = '6b142cd86f8fb0cb8ffd6ddc';
    for (const images of [
      [`/api/files/${id}`, `/api/files/${id}`],
      [`/api/files/${id}`, `/api/files/${id.toUpperCase()}`],
      [`/api/files/${id}`, `/API/FILES/${id}`],
    ])
      expect(codesOf(productInputSchema.safeParse({ ...valid, images }))).toEqual({
        images: 'productImageRepeated',
      });
    // As the API stores them (in lower case), the images of a product read back and saved again pass.
    const stored = [`/api/files/${id}`, image(2)];
    expect(productInputSchema.parse({ ...valid, images: stored }).images).toEqual(stored);
  });

  it('reads features as lines of a textarea, Arabic ones kept in place beside their English line', () => {
    const parsed = productInputSchema.parse({
      ...valid,
      usp: ' Solar pump \n\nTimer\n',
      uspAr: '\n\nمؤقت\n\n',
    });
    expect(parsed.usp).toEqual(['Solar pump', 'Timer']);
    expect(parsed.uspAr).toEqual(['', 'مؤقت']);
    // A blank English line takes the Arabic line beside it with it, so the lists stay in step.
    const mirrored = { ...valid, usp: 'Solar pump\n\nTimer\nLED light', uspAr: 'مضخة\n\nمؤقت' };
    expect(productInputSchema.parse(mirrored)).toMatchObject({
      usp: ['Solar pump', 'Timer', 'LED light'],
      uspAr: ['مضخة', 'مؤقت'],
    });
    expect(productFormSchema.parse({ ...mirrored, stock: '12' }).uspAr).toEqual(['مضخة', 'مؤقت']);
    expect(productInputSchema.parse({ ...valid, usp: ['a', 'b'], uspAr: ['', 'ب'] }).uspAr).toEqual([
      '',
      'ب',
    ]);
    // An Arabic line beside a blank English one is said, not dropped unseen.
    const beside = { ...valid, usp: ' Solar pump \n\nTimer\n', uspAr: '\nمؤقت\n\n' };
    expect(codesOf(productInputSchema.safeParse(beside))).toEqual({ uspAr: 'productUspArBesideBlank' });
    expect(codesOf(productInputSchema.safeParse({ ...valid, usp: 'a', uspAr: 'b\nc' }))).toEqual({
      uspAr: 'productUspArTooMany',
    });
  });
});

describe('productInputSchema: offers and stock', () => {
  it('refuses an Arabic offer label without the English one it shows beside', () => {
    expect(codesOf(productInputSchema.safeParse({ ...valid, offerAr: 'خصم' }))).toEqual({
      offerAr: 'productOfferArAlone',
    });
    expect(productInputSchema.safeParse({ ...valid, offer: '10% off', offerAr: 'خصم' }).success).toBe(true);
    // An English offer too long is said as such, not as missing.
    const long = { ...valid, offer: 'x'.repeat(500), offerAr: 'خصم' };
    expect(codesOf(productInputSchema.safeParse(long))).not.toHaveProperty('offerAr');
  });

  it('takes any stock the form was opened with, above the most a save may set too', () => {
    expect(productInputSchema.parse({ ...valid, stock: 1_000_000, stockWas: '1000003' }).stockWas).toBe(
      1_000_003,
    );
    // Left as it stands (units returned past the ceiling), the stock does not block the save; raised, it does.
    expect(productInputSchema.safeParse({ ...valid, stock: 1_000_003, stockWas: 1_000_003 }).success).toBe(
      true,
    );
    const raised = { ...valid, stock: 1_000_004, stockWas: 1_000_003 };
    expect(codesOf(productInputSchema.safeParse(raised))).toEqual({ stock: 'productStockInvalid' });
    expect(codesOf(productInputSchema.safeParse({ ...valid, stock: 1_000_001 }))).toEqual({
      stock: 'productStockInvalid',
    });
    expect(codesOf(productInputSchema.safeParse({ ...valid, stockWas: '-1' }))).toEqual({
      stockWas: 'productStockInvalid',
    });
  });

  // Read as JavaScript's Number() reads them, each of these was 0 (or 7): a save with `stockWas: false`
  // added the whole stock again (docs/decisions/237-stock-edits-as-changes.md).
  // Each value wrapped in a list of its own, as `it.each` spreads a list into the test's arguments.
  it.each([[false], [true], [[]], [[3]], ['0x0'], ['1e1'], ['0b1'], ['Infinity'], [{}]])(
    'refuses %j as the stock the form was opened with',
    (stockWas) => {
      expect(codesOf(productInputSchema.safeParse({ ...valid, stock: 3, stockWas }))).toEqual({
        stockWas: 'productStockInvalid',
      });
    },
  );

  it('reads the stock the form was opened with as the form posts it, or as a number', () => {
    expect(productInputSchema.parse({ ...valid, stockWas: ' 12 ' }).stockWas).toBe(12);
    expect(productInputSchema.parse({ ...valid, stockWas: 0 }).stockWas).toBe(0);
    expect(productInputSchema.parse({ ...valid, stockWas: '' }).stockWas).toBeUndefined();
    expect(
      productFormSchema.parse({ ...valid, stock: '12', stockWas: '12', revisionWas: '4' }),
    ).toMatchObject({ stockWas: 12, revisionWas: 4 });
  });

  it.each([[[7]], ['0x7'], ['7e0'], [true]])(
    'refuses %j as a featured position and as a revision',
    (value) => {
      expect(
        codesOf(productInputSchema.safeParse({ ...valid, featured: true, featuredOrder: value })),
      ).toEqual({
        featuredOrder: 'featuredOrderInvalid',
      });
      expect(codesOf(productInputSchema.safeParse({ ...valid, revisionWas: value }))).toEqual({
        revisionWas: 'productChangedMeanwhile',
      });
    },
  );
});

describe('productFormSchema', () => {
  it('takes the one image a product needs from the kept images or the picked files', () => {
    const form = { ...valid, price: '149.99', discountedPrice: '129.5', stock: '12' };
    expect(productFormSchema.safeParse(form).success).toBe(true);
    expect(codesOf(productFormSchema.safeParse({ ...form, images: undefined }))).toEqual({
      newImages: 'productImagesRequired',
    });
    const photo = new File([new Uint8Array([1, 2, 3])], 'kit.png', { type: 'image/png' });
    expect(productFormSchema.safeParse({ ...form, images: undefined, newImages: [photo] }).success).toBe(
      true,
    );
  });
});

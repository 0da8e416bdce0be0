import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { formData, messagesOf } from '../testing/issues';
import { customizationRequestSchema, productCustomizationSchema } from './customization';

describe('productCustomizationSchema (product detail dialog)', () => {
  it('accepts crops, a custom crop and the size', () => {
    expect(
      productCustomizationSchema.parse({
        crops: ['basil', 'kale'],
        customCrop: 'Saffron',
        width: 120,
        height: 80,
      }),
    ).toEqual({ crops: ['basil', 'kale'], customCrop: 'Saffron', width: 120, height: 80 });
  });

  it('requires width and height, at least 1', () => {
    expect(messagesOf(productCustomizationSchema, { crops: [] })).toEqual({
      width: ['Width is required.'],
      height: ['Height is required.'],
    });
    expect(messagesOf(productCustomizationSchema, { width: 0, height: -1 })).toEqual({
      width: ['Width must be a number of centimetres from 1 to 100000.'],
      height: ['Height must be a number of centimetres from 1 to 100000.'],
    });
  });

  it('rejects crops outside the catalogue and repeated crops', () => {
    expect(messagesOf(productCustomizationSchema, { crops: ['plastic'], width: 1, height: 1 })).toEqual({
      'crops.0': ['Please choose one of the listed options.'],
    });
    expect(messagesOf(productCustomizationSchema, { crops: ['mint', 'mint'], width: 1, height: 1 })).toEqual({
      crops: ['Please choose one of the listed options.'],
    });
  });

  it('parses a FormData post: one checked crop, numbers as text', () => {
    const submission = parseWithZod(
      formData({ crops: 'basil', customCrop: '', width: '100', height: '50' }),
      {
        schema: productCustomizationSchema,
      },
    );
    expect(submission.status === 'success' && submission.value).toEqual({
      crops: ['basil'],
      width: 100,
      height: 50,
    });
  });

  it('does not mark the crop checkboxes required for the browser', () => {
    const constraint = getZodConstraint(productCustomizationSchema);
    expect(constraint.crops).toMatchObject({ required: false, multiple: true });
    expect(constraint.width).toMatchObject({ required: true, min: 1 });
  });
});

describe('customizationRequestSchema (products page dialog)', () => {
  const request = { crops: [], width: 300, height: 200, typeOfSpace: 'rooftop', siteArea: '100-300' };

  it('accepts a listed site area', () => {
    expect(customizationRequestSchema.parse(request)).toEqual(request);
  });

  it('requires customSiteArea when Custom is chosen', () => {
    expect(messagesOf(customizationRequestSchema, { ...request, siteArea: 'custom' })).toEqual({
      customSiteArea: ['Please enter your site area.'],
    });
    expect(
      customizationRequestSchema.parse({ ...request, siteArea: 'custom', customSiteArea: '750 sqft' }),
    ).toEqual({ ...request, siteArea: 'custom', customSiteArea: '750 sqft' });
  });

  it('clears customSiteArea when another option is chosen (docs/product-rules.md §3)', () => {
    expect(customizationRequestSchema.parse({ ...request, customSiteArea: '750 sqft' })).toEqual(request);
  });

  it('rejects unknown space types and site areas', () => {
    expect(
      messagesOf(customizationRequestSchema, { ...request, typeOfSpace: 'garage', siteArea: 'huge' }),
    ).toEqual({
      typeOfSpace: ['Please choose one of the listed options.'],
      siteArea: ['Please choose one of the listed options.'],
    });
  });
});

import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  cartOrderSchema,
  type Crop,
  checkoutSchema,
  contactRequestSchema,
  enquirySchema,
  productCustomizationSchema,
  registerSchema,
} from './index';

// Checked by `tsc --noEmit` (pnpm typecheck): the preprocessing that makes the rules accept form
// strings must not widen the request types that typed clients see to `unknown`.
describe('request types', () => {
  it('keeps typed inputs for clients', () => {
    expectTypeOf<z.input<typeof registerSchema>>().toEqualTypeOf<{
      username: string;
      lastname: string;
      email: string;
      password: string;
      confirmPassword: string;
    }>();
    expectTypeOf<z.input<typeof contactRequestSchema>>().toEqualTypeOf<{
      name: string;
      email: string;
      mobile: string;
      address?: string | undefined;
      message?: string | undefined;
    }>();
    expectTypeOf<z.input<typeof productCustomizationSchema>['width']>().toEqualTypeOf<number>();
    expectTypeOf<z.input<typeof cartOrderSchema>['paymentMethod']>().toEqualTypeOf<'CashOnDelivery'>();
  });

  it('gives parsed values their final types', () => {
    expectTypeOf<z.output<typeof checkoutSchema>['saveCard']>().toEqualTypeOf<boolean>();
    expectTypeOf<z.output<typeof enquirySchema>['crops']>().toEqualTypeOf<Crop[]>();
    expectTypeOf<z.output<typeof enquirySchema>['purpose'][number]>().toEqualTypeOf<
      'home' | 'commercial' | 'edu' | 'csr' | 'rnd' | 'restaurant' | 'school' | 'other'
    >();
  });
});

import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { formData, inEnglish } from '../testing/issues';
import { quantityFormSchema } from './quantity';

describe('quantityFormSchema', () => {
  it('reads the quantity from a form as a number', () => {
    const submission = parseWithZod(formData({ quantity: '3' }), { schema: quantityFormSchema });
    expect(submission.status === 'success' && submission.value).toEqual({ quantity: 3 });
  });

  it.each(['0', '100', '1.5', 'ten', ''])('rejects %j with the quantity message', (quantity) => {
    const submission = parseWithZod(formData({ quantity }), { schema: quantityFormSchema });
    expect(inEnglish(submission.reply().error)).toEqual({
      quantity: ['Quantity must be a whole number from 1 to 99.'],
    });
  });
});

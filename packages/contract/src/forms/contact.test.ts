import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { formData, messagesOf, inEnglish } from '../testing/issues';
import { contactRequestSchema } from './contact';

describe('contactRequestSchema', () => {
  it('accepts a request without an address', () => {
    const request = { name: 'Sara', email: 'sara@example.com', mobile: '0501234567' };
    expect(contactRequestSchema.parse(request)).toEqual(request);
  });

  it('keeps an address when given', () => {
    const request = { name: 'Sara', email: 'sara@example.com', mobile: '0501234567', address: 'Dubai' };
    expect(contactRequestSchema.parse(request)).toEqual(request);
  });

  it('keeps an optional message and refuses one over 2,000 characters', () => {
    const request = { name: 'Sara', email: 'sara@example.com', mobile: '0501234567' };
    expect(contactRequestSchema.parse({ ...request, message: 'A rooftop farm?' })).toEqual({
      ...request,
      message: 'A rooftop farm?',
    });
    expect(contactRequestSchema.safeParse({ ...request, message: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('rejects with the words of the product rules', () => {
    expect(messagesOf(contactRequestSchema, { name: 'S', email: 'sara', mobile: '12345' })).toEqual({
      name: ['Name is required (min 2 chars).'],
      email: ['Please enter a valid email.'],
      mobile: ['Please enter a valid UAE phone number.'],
    });
  });

  it('validates `mobile`, the name the form binds (docs/decisions/010-form-rules-where-spec-disagrees.md)', () => {
    const submission = parseWithZod(
      formData({ name: 'Sara', email: 'sara@example.com', mobile: '', address: '' }),
      {
        schema: contactRequestSchema,
      },
    );
    expect(inEnglish(submission.reply().error)).toEqual({
      mobile: ['Please enter a valid UAE phone number.'],
    });
  });
});

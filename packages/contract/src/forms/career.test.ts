import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { formData, messagesOf, inEnglish } from '../testing/issues';
import { careerApplicationFormSchema, careerApplicationSchema } from './career';

const application = {
  fullName: 'Omar Saeed',
  email: 'omar@example.com',
  phone: '+971501234567',
  position: 'farm-operations',
  experience: 'no',
};

describe('careerApplicationSchema', () => {
  it('accepts the required fields alone', () => {
    expect(careerApplicationSchema.parse(application)).toEqual(application);
  });

  it('requires every required field with "Required"', () => {
    expect(messagesOf(careerApplicationSchema, {})).toEqual({
      fullName: ['Required'],
      email: ['Required'],
      phone: ['Required'],
      position: ['Required'],
      experience: ['Required'],
    });
  });

  it('rejects an unknown position and an experience other than yes/no', () => {
    expect(
      messagesOf(careerApplicationSchema, { ...application, position: 'ceo', experience: 'maybe' }),
    ).toEqual({ position: ['Required'], experience: ['Required'] });
  });

  it('requires expDetails when experience is yes (docs/decisions/010-form-rules-where-spec-disagrees.md)', () => {
    expect(messagesOf(careerApplicationSchema, { ...application, experience: 'yes' })).toEqual({
      expDetails: ['Required'],
    });
    expect(
      careerApplicationSchema.parse({ ...application, experience: 'yes', expDetails: '3 years' }),
    ).toEqual({ ...application, experience: 'yes', expDetails: '3 years' });
  });

  it('drops expDetails when experience is no', () => {
    expect(careerApplicationSchema.parse({ ...application, expDetails: 'stale' })).toEqual(application);
  });

  it('keeps skills and message when given', () => {
    const full = { ...application, skills: 'Forklift', message: 'Available now' };
    expect(careerApplicationSchema.parse(full)).toEqual(full);
  });
});

describe('careerApplicationFormSchema (Conform, FormData)', () => {
  it('requires the CV file', () => {
    const submission = parseWithZod(formData({ ...application, resume: new File([], '') }), {
      schema: careerApplicationFormSchema,
    });
    expect(inEnglish(submission.reply().error)).toEqual({ resume: ['Required'] });
  });

  it('reports expDetails together with the missing CV', () => {
    const submission = parseWithZod(
      formData({ ...application, experience: 'yes', expDetails: '', resume: new File([], '') }),
      { schema: careerApplicationFormSchema },
    );
    expect(inEnglish(submission.reply().error)).toEqual({ expDetails: ['Required'], resume: ['Required'] });
  });

  it('accepts a complete application with a CV', () => {
    const resume = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    const submission = parseWithZod(formData({ ...application, skills: '', resume }), {
      schema: careerApplicationFormSchema,
    });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({ ...application, resume });
  });

  it('takes a CV by its declared type, or by its extension when the type is missing', () => {
    const valid = [
      new File(['x'], 'cv.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
      new File(['x'], 'cv.doc', { type: 'application/msword' }),
      new File(['x'], 'CV.DOCX', { type: '' }),
    ];
    for (const resume of valid) {
      const submission = parseWithZod(formData({ ...application, resume }), {
        schema: careerApplicationFormSchema,
      });
      expect(submission.status).toBe('success');
    }
  });

  it('refuses a CV of another type or over 5 MB', () => {
    const check = (resume: File) =>
      inEnglish(
        parseWithZod(formData({ ...application, resume }), { schema: careerApplicationFormSchema }).reply()
          .error,
      );
    expect(check(new File(['x'], 'cv.png', { type: 'image/png' }))).toEqual({
      resume: ['The CV must be a PDF, DOC or DOCX file.'],
    });
    expect(check(new File(['x'], 'cv.exe', { type: '' }))).toEqual({
      resume: ['The CV must be a PDF, DOC or DOCX file.'],
    });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' });
    expect(check(big)).toEqual({ resume: ['The CV must be 5 MB or smaller.'] });
  });
});

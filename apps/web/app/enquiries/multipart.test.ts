import { describe, expect, it } from 'vitest';
import { multipartBody } from '#app/enquiries/multipart';

describe('multipartBody', () => {
  it('sends text as it is, lists as JSON text and files under their field', async () => {
    const photo = new File(['png'], 'roof.png', { type: 'image/png' });
    const body = multipartBody({
      fullName: 'Khalid',
      width: 120,
      crops: ['basil', 'mint'],
      purpose: [],
      image: [photo, photo],
      company: undefined,
    });
    expect(body.get('fullName')).toBe('Khalid');
    expect(body.get('width')).toBe('120');
    expect(body.get('crops')).toBe('["basil","mint"]');
    expect(body.get('purpose')).toBe('[]');
    expect(body.getAll('image')).toHaveLength(2);
    expect((body.get('image') as File).name).toBe('roof.png');
    expect(body.has('company')).toBe(false);
  });
});

import { attachmentDisposition } from './attachment';

describe('attachmentDisposition', () => {
  it('names the file as the sender did, in ASCII and exactly (RFC 6266)', () => {
    expect(attachmentDisposition('Sara CV.pdf', 'application/pdf')).toBe(
      `attachment; filename="Sara_CV.pdf"; filename*=UTF-8''Sara%20CV.pdf`,
    );
    expect(attachmentDisposition('سيرة.pdf', 'application/pdf')).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''%D8%B3%D9%8A%D8%B1%D8%A9.pdf`,
    );
  });

  it('gives the extension of the type the bytes are, and cannot be broken out of', () => {
    expect(
      attachmentDisposition(
        'cv.pdf',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ).toMatch(/filename="cv\.docx"/);
    expect(attachmentDisposition('photo', 'image/png')).toMatch(/filename="photo\.png"/);
    const tricky = attachmentDisposition('a"; filename=evil.exe; x=(1).jpg', 'image/jpeg');
    expect(tricky).toBe(
      `attachment; filename="a___filename_evil.exe__x__1_.jpg"; filename*=UTF-8''a%22%3B%20filename%3Devil.exe%3B%20x%3D%281%29.jpg`,
    );
  });
});

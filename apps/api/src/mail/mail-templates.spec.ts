import { codeMail } from './mail-templates';

describe('codeMail', () => {
  it('writes text and HTML with the code, escaping the name', () => {
    const mail = codeMail('passwordReset', 'en', '<b>Amina</b>', '012345');
    expect(mail.subject).toBe('Your password reset code');
    expect(mail.text).toContain('012345');
    expect(mail.text).toContain('Hello <b>Amina</b>,');
    expect(mail.html).toContain('012345');
    expect(mail.html).toContain('&lt;b&gt;Amina&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Amina');
  });

  it('writes Arabic right to left', () => {
    const mail = codeMail('verification', 'ar', 'أمينة', '987654');
    expect(mail.subject).toBe('رمز التحقق الخاص بك');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('987654');
  });
});

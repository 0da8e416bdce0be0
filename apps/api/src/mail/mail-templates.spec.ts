import { blockMail, codeMail } from './mail-templates';

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

  it('signs off with the shop’s name in the mail’s language', () => {
    expect(codeMail('verification', 'en', 'Amina', '1').text).toMatch(/\n\nGreenGrow Farms\n$/);
    expect(codeMail('emailChange', 'ar', 'أمينة', '1').html).toContain('<p>مزارع جرين جرو</p></body>');
  });
});

describe('blockMail', () => {
  it('writes text and escaped, direction-aware HTML from blocks', () => {
    const mail = blockMail('newOrder', 'ar', 'طلب جديد', [
      { kind: 'paragraph', text: 'مرحباً <script>alert(1)</script>' },
      { kind: 'table', rows: [['المجموع', 'AED 10.00']] },
      { kind: 'strong', text: 'FA-2026-000001' },
    ]);
    expect(mail.subject).toBe('طلب جديد');
    expect(mail.text).toBe('مرحباً <script>alert(1)</script>\n\nالمجموع: AED 10.00\n\nFA-2026-000001\n');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('text-align:right');
    // The gap after each label is on its left, between it and its value.
    expect(mail.html).toContain('<th style="text-align:right;padding:4px 0 4px 12px">');
    const english = blockMail('newOrder', 'en', 'New order', [{ kind: 'table', rows: [['Total', 'AED 1']] }]);
    expect(english.html).toContain('<th style="text-align:left;padding:4px 12px 4px 0">');
  });

  it('makes a paragraph’s address a link of its own, left to right, and keeps a value’s line breaks', () => {
    const mail = blockMail('newOrder', 'ar', 'طلبك', [
      { kind: 'paragraph', text: 'تابع طلبك:', link: 'https://farm.example/account/orders/1?lang=ar&x=<y>' },
      { kind: 'table', rows: [['ملاحظة', 'سطر\nسطر']] },
    ]);
    expect(mail.text).toContain('تابع طلبك: https://farm.example/account/orders/1?lang=ar&x=<y>');
    expect(mail.html).toContain(
      '<p dir="ltr"><a href="https://farm.example/account/orders/1?lang=ar&amp;x=&lt;y&gt;">',
    );
    expect(mail.html).toContain('<td style="padding:4px 0;white-space:pre-wrap">سطر\nسطر</td>');
  });

  it('signs what customers get with the shop’s name, and leaves the staff’s own notices unsigned', () => {
    const blocks = [{ kind: 'paragraph', text: 'Thank you.' }] as const;
    const customer = blockMail('orderConfirmation', 'en', 'Your order', blocks);
    expect(customer.text).toBe('Thank you.\n\nGreenGrow Farms\n');
    expect(customer.html).toContain('<p>GreenGrow Farms</p></body>');
    expect(blockMail('orderStatus', 'ar', 'طلبك', blocks).text).toBe('Thank you.\n\nمزارع جرين جرو\n');
    for (const staff of ['newOrder', 'orderCancelled', 'submissionNotification'] as const) {
      expect(blockMail(staff, 'en', 'New', blocks).text).toBe('Thank you.\n');
    }
  });
});

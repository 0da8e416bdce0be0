import type { accountEn } from '#app/i18n/en/account';

// Arabic for the account area's own settings: the same keys as en/account.ts.
export const accountAr: Record<keyof typeof accountEn, string> = {
  'account.overview': 'نظرة عامة',
  'account.overview.details': 'بياناتك',
  'account.overview.name': 'الاسم',
  'account.overview.email': 'البريد الإلكتروني',
  'account.overview.editName': 'تعديل اسمك',
  'account.overview.latestOrders': 'أحدث الطلبات',
  'account.overview.allOrders': 'جميع طلباتي',
  'account.overview.noOrders': 'لم تقدّم أي طلب شراء بعد.',
  'account.overview.latestRequests': 'أحدث الرسائل',
  'account.overview.allRequests': 'جميع رسائلي',
  'account.overview.noRequests': 'لم ترسل إلينا أي رسالة بعد.',
  'account.overview.defaultAddress': 'عنوان التوصيل الافتراضي',
  'account.overview.noAddress': 'لا يوجد عنوان محفوظ بعد.',
  'account.overview.manageAddresses': 'إدارة العناوين',

  'account.profile': 'الملف الشخصي',
  'account.profile.intro': 'اسمك كما يظهر في طلباتك وفي رسائلنا.',
  'account.profile.save': 'حفظ الاسم',
  'account.profile.savedTitle': 'تم حفظ الاسم',
  'account.profile.failedTitle': 'لم يتم حفظ الاسم',
  'account.profile.security': 'كلمة المرور والحساب',

  'account.password': 'تغيير كلمة المرور',
  'account.password.intro':
    'أدخل كلمة المرور الحالية، ثم الجديدة مرتين. سيتم تسجيل الخروج من جميع الأجهزة الأخرى، وسنرسل إليك إشعاراً بالبريد الإلكتروني.',
  'account.password.current': 'كلمة المرور الحالية',
  'account.password.changedTitle': 'تم تغيير كلمة المرور',
  'account.password.failedTitle': 'لم يتم تغيير كلمة المرور',

  'account.email': 'تغيير البريد الإلكتروني',
  'account.email.intro':
    'بريدك الإلكتروني الحالي هو {email}. أدخل العنوان الجديد وكلمة المرور، وسنرسل رمزاً إلى العنوان الجديد لتأكيده.',
  'account.email.new': 'البريد الإلكتروني الجديد',
  'account.email.send': 'إرسال الرمز',
  'account.email.sentTitle': 'تم إرسال الرمز',
  'account.email.codeTitle': 'تأكيد بريدك الإلكتروني الجديد',
  'account.email.codeIntro':
    'أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى {to}. يعمل الرمز لمدة 10 دقائق من وقت إرساله. بعد التأكيد، تسجّل الدخول بالعنوان الجديد، ويتم تسجيل الخروج من جميع الأجهزة الأخرى.',
  'account.email.confirm': 'تأكيد العنوان الجديد',
  'account.email.another': 'استخدام عنوان آخر',
  'account.email.changedTitle': 'تم تغيير البريد الإلكتروني',
  'account.email.failedTitle': 'لم يتم تغيير البريد الإلكتروني',

  'form.showPassword': 'إظهار',
  'form.hidePassword': 'إخفاء',
  'form.passwordWord': ' كلمة المرور',
  'form.passwordShown': 'كلمة المرور ظاهرة',
  'form.passwordHidden': 'كلمة المرور مخفية',

  'account.export': 'تنزيل بياناتي',
  'account.export.hint':
    'ملف يضم بياناتك وعناوينك المحفوظة وطلباتك ورسائلك وسلتك وقائمة أمنياتك والأجهزة المسجّل دخولها.',
  'account.export.failedTitle': 'لم يتم تنزيل بياناتك',
  'account.export.failed': 'تعذّر تجميع بياناتك الآن. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',

  'account.delete': 'حذف حسابي',
  'account.delete.intro':
    'يؤدي هذا إلى حذف حسابك وعناوينك المحفوظة وسلتك وقائمة أمنياتك، وتسجيل خروجك من جميع الأجهزة. تُلغى الطلبات التي لم تُشحن بعد، وما دام أحد طلباتك في طريقه إليك فلا يمكنك حذف حسابك إلا بعد تسليمه. تبقى طلباتك في سجلاتنا المحاسبية دون اسمك أو بريدك الإلكتروني أو هاتفك أو عنوانك. لا يمكن التراجع عن ذلك.',
  'account.delete.password': 'كلمة المرور للتأكيد',
  'account.delete.submit': 'حذف حسابي نهائياً',
  'account.delete.doneTitle': 'تم حذف الحساب',
  'account.delete.failedTitle': 'لم يتم حذف الحساب',

  'account.addresses': 'العناوين',
  'account.addresses.intro':
    'تُعرض العناوين التي تحفظها هنا عند إتمام الشراء، ويملأ العنوان الافتراضي النموذج عنك.',
  'account.addresses.empty': 'ليس لديك عناوين محفوظة بعد.',
  'account.addresses.add': 'إضافة عنوان',
  'account.addresses.save': 'حفظ العنوان',
  'account.addresses.edit': 'تعديل',
  'account.addresses.editLabel': 'تعديل العنوان {address}',
  'account.addresses.editTitle': 'تعديل العنوان',
  'account.addresses.remove': 'إزالة',
  'account.addresses.removeLabel': 'إزالة العنوان {address}',
  'account.addresses.default': 'الافتراضي',
  'account.addresses.makeDefault': 'استخدامه عنواني الافتراضي',
  'account.addresses.savedTitle': 'تم حفظ العنوان',
  'account.addresses.removedTitle': 'تمت إزالة العنوان',
  'account.addresses.failedTitle': 'لم يتم حفظ العنوان',
  'account.addresses.back': 'العودة إلى عناويني',
  'account.addresses.full': 'لديك أكبر عدد مسموح به من العناوين ({max}). أزل عنواناً لإضافة آخر.',

  'account.device.mobile': 'هاتف',
  'account.device.tablet': 'جهاز لوحي',

  'account.request.back': 'العودة إلى رسائلي',
  'account.request.open': 'فتح {kind} المرسل في {date}',
  'account.request.sent': 'أُرسل في {date}',
  'account.request.history': 'السجل',
  'account.request.message': 'رسالتك',
  'account.request.files': 'الملفات التي أرسلتها',
  'account.request.step.new': 'تم الاستلام',
  'account.request.step.in-progress': 'يعمل فريقنا عليه',
  'account.request.step.closed': 'مغلق',

  'checkout.savedAddresses': 'عناوينك المحفوظة',
  'checkout.useAddress': 'استخدام هذا العنوان',
  'checkout.useAddressLabel': 'استخدام العنوان {address}',
  'checkout.inForm': 'في النموذج',
  'checkout.manageAddresses': 'إدارة العناوين',
};

import type { accountSettingsMessages } from '@farm/contract';

/** Arabic for the account settings' message codes, spread into arApiMessages with one line. */
export const arAccountSettingsMessages: Record<keyof typeof accountSettingsMessages, string> = {
  profileSaved: 'تم حفظ اسمك.',
  currentPasswordRequired: 'أدخل كلمة المرور الحالية.',
  currentPasswordWrong: 'كلمة المرور الحالية غير صحيحة.',
  passwordUnchanged: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية.',
  passwordChanged: 'تم تغيير كلمة المرور، وتم تسجيل الخروج من جميع الأجهزة الأخرى.',
  emailUnchanged: 'هذا هو بريدك الإلكتروني الحالي بالفعل.',
  emailCodesTooMany: 'طلبت خمسة رموز خلال الساعة الماضية. يرجى استخدام آخر رمز أرسلناه، أو المحاولة لاحقاً.',
  emailChangeSent: 'أرسلنا رمزاً إلى العنوان الجديد. أدخله أدناه لتأكيد التغيير.',
  emailChanged: 'تم تغيير بريدك الإلكتروني، وتم تسجيل الخروج من جميع الأجهزة الأخرى.',
  emailInUse: 'يستخدم حساب آخر هذا البريد الإلكتروني، لذلك لا يمكن أن يكون لحسابك.',
  addressSaved: 'تم حفظ العنوان.',
  addressRemoved: 'تمت إزالة العنوان.',
  addressNotFound: 'هذا العنوان غير موجود.',
  addressLimit: 'يمكنك حفظ 10 عناوين على الأكثر.',
  accountDeleted: 'تم حذف حسابك.',
  adminCannotDelete: 'لا يمكن حذف حساب مسؤول من صفحة الحساب.',
  orderOnItsWay: 'أحد طلباتك في طريقه إليك. يمكنك حذف حسابك بعد تسليمه.',
  requestNotFound: 'هذا الطلب غير موجود.',
};

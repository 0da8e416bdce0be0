import type { adminOrderMessages } from '@farm/contract';

/** Arabic for the admin order screens' API messages (the English is the contract's adminOrderMessages). */
export const arAdminOrderMessages: Record<keyof typeof adminOrderMessages, string> = {
  dateInvalid: 'أدخل التاريخ بالصيغة YYYY-MM-DD.',
  dateRangeReversed: 'يجب أن يكون تاريخ البداية في يوم تاريخ النهاية أو قبله.',
  customerNotFound: 'العميل غير موجود',
};

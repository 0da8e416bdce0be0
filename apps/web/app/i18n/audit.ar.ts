import type { auditEn } from '#app/i18n/audit.en';

// Arabic strings of the admin's audit trail: the same keys as audit.en.ts.
export const auditAr: Record<keyof typeof auditEn, string> = {
  'audit.title': 'سجل التغييرات',
  'audit.empty': 'لم يغيّر أي مسؤول هذا السجل بعد.',
  'audit.fields': 'الحقول: {fields}',
  'audit.by': '{name} ({email})',
  'audit.action.created': 'أُنشئ',
  'audit.action.updated': 'عُدّل',
  'audit.action.deleted': 'حُذف',
  'audit.action.archived': 'أُرشف',
  'audit.action.restored': 'أُعيد من الأرشيف',
  'audit.action.statusChanged': 'تغيّرت الحالة إلى {detail}',
  'audit.action.noteAdded': 'أُضيفت ملاحظة',
  'audit.action.assigned': 'أُسند إلى {detail}',
  'audit.action.unassigned': 'أُلغي إسناده',
  'audit.action.published': 'نُشر {detail}',
};

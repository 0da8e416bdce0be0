import type { pipelineMessages } from '@farm/contract';

/** Arabic for the admin pipelines' answers (the contract's admin-pipelines-messages.ts). */
export const arPipelineMessages: Record<keyof typeof pipelineMessages, string> = {
  submissionNotFound: 'الطلب غير موجود',
  submissionStatusChanged: 'تم تغيير الحالة.',
  statusNotOfKind: 'هذه الحالة ليست من مراحل هذا النوع من الطلبات.',
  submissionNoteAdded: 'تمت إضافة الملاحظة.',
  submissionAssigned: 'تم تغيير المسؤول عن الطلب.',
  assigneeNotAdmin: 'لا يمكن إسناد الطلب إلا إلى مسؤول.',
  submissionDeleted: 'تم حذف الطلب وملفاته وملاحظاته.',
};

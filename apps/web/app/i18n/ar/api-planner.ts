import type { plannerMessages } from '@farm/contract';

/** Arabic for the planner's message codes, spread into arApiMessages with one line. */
export const arPlannerMessages: Record<keyof typeof plannerMessages, string> = {
  plannerLocationRequired: 'يرجى اختيار إمارتك.',
  plannerSpaceTypeRequired: 'يرجى اختيار نوع المساحة.',
  plannerSiteAreaRequired: 'يرجى اختيار حجم موقعك.',
  plannerTechnologyRequired: 'يرجى اختيار التقنية.',
  plannerAreaNumber: 'أدخل المساحة رقماً.',
  plannerAreaRangeM2: 'أدخل مساحة من 1 إلى 1,000,000 م².',
  plannerAreaRangeSqft: 'أدخل مساحة من 10 إلى 10,000,000 قدم مربع.',
  plannerFigureInvalid: 'أدخل رقماً يساوي 0 أو أكثر ضمن النطاق المسموح.',
  plannerShareInvalid: 'أدخل نسبة من 0 إلى 1 (0.9 تعني 90%).',
  plannerSavingInvalid: 'أدخل نسبة من 0 إلى 0.99 (0.9 تعني 90%).',
  plannerTiersInvalid: 'أدخل عدد طبقات من 1 إلى 20.',
  plannerWholeInvalid: 'أدخل عدداً صحيحاً ضمن النطاق المسموح.',
  plannerRangeOrder: 'يجب ألا يكون الرقم الأعلى أقل من الرقم الأدنى.',
  plannerEstimateNotFound: 'الخطة غير موجودة',
  plannerAssumptionsMissing: 'لم تُنشر أرقام المخطط بعد.',
};

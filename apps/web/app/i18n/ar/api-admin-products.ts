import type { adminProductMessages } from '@farm/contract';

/** Arabic for the admin products section's sentences, by the contract's codes. */
export const arAdminProductMessages: Record<keyof typeof adminProductMessages, string> = {
  productCreated: 'تمت إضافة المنتج {name}.',
  productSaved: 'تم حفظ المنتج {name}.',
  productDeleted: 'تم حذف المنتج {name}.',
  productArchived:
    'المنتج {name} موجود في طلبات سابقة، لذلك تمت أرشفته: أُخفي من المتجر وتحتفظ به الطلبات القديمة.',
  productRestored: 'عاد المنتج {name} إلى المتجر.',
  productNotArchived: 'هذا المنتج غير مؤرشف.',
  productNameRequired: 'اسم المنتج مطلوب.',
  productDescriptionRequired: 'الوصف مطلوب.',
  productPriceRequired: 'السعر مطلوب.',
  productPriceInvalid: 'أدخل مبلغاً من 0 إلى 10,000,000 بمنزلتين عشريتين على الأكثر.',
  discountedPriceRequired: 'السعر بعد الخصم مطلوب.',
  discountedPriceAbovePrice: 'لا يمكن أن يكون السعر بعد الخصم أعلى من السعر.',
  productStockRequired: 'المخزون مطلوب.',
  productStockInvalid: 'يجب أن يكون المخزون عدداً صحيحاً من 0 إلى 1,000,000.',
  productCategoryRequired: 'يرجى اختيار فئة.',
  productImagesRequired: 'أضف صورة واحدة على الأقل.',
  productImagesTooMany: 'يمكن أن يحتوي المنتج على 12 صورة كحد أقصى.',
  productImageInvalid: 'يجب أن تكون الصور ملفات مرفوعة في لوحة الإدارة.',
  productImageRepeated: 'يمكن إضافة كل صورة مرة واحدة فقط.',
  productUspTooMany: 'يمكن أن يعرض المنتج 12 ميزة كحد أقصى.',
  productChangedMeanwhile:
    'حفظ شخص آخر هذا المنتج بعد أن فتحته. افتحه من جديد لترى تغييراته، ثم أجرِ تغييراتك.',
  productUspArBesideBlank: 'ميزة عربية بجانب سطر إنجليزي فارغ: اكتب سطرها الإنجليزي أو احذفها.',
  productOfferArAlone: 'اكتب عبارة العرض بالإنجليزية أيضاً: العبارة العربية تظهر بجانبها فقط.',
  productUspArTooMany: 'عدد المزايا العربية أكبر من عدد المزايا الإنجليزية.',
  featuredOrderRequired: 'المنتج المميّز يحتاج إلى ترتيبه بين المنتجات المميّزة (1 يظهر أولاً).',
  featuredOrderInvalid: 'الترتيب يجب أن يكون عدداً صحيحاً من 1 إلى 999.',
  productImagesPerUpload: 'يمكنك رفع 10 صور كحد أقصى في المرة الواحدة.',
};

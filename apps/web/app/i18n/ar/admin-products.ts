import type { adminProductsEn } from '#app/i18n/en/admin-products';

// Arabic strings of the admin's products section: the same keys as en/admin-products.ts.
export const adminProductsAr: Record<keyof typeof adminProductsEn, string> & {
  'adminProducts.intro.zero': string;
  'adminProducts.intro.two': string;
  'adminProducts.intro.few': string;
  'adminProducts.intro.many': string;
} = {
  'adminProducts.intro.zero': 'لا توجد منتجات، بما فيها المؤرشفة',
  'adminProducts.intro.one': 'منتج واحد، بما فيه المؤرشف',
  'adminProducts.intro.two': 'منتجان، بما فيهما المؤرشفة',
  'adminProducts.intro.few': '{count} منتجات، بما فيها المؤرشفة',
  'adminProducts.intro.many': '{count} منتجاً، بما فيها المؤرشفة',
  'adminProducts.intro.other': '{count} منتج، بما فيها المؤرشفة',
  'adminProducts.add': 'إضافة منتج',
  'adminProducts.filters': 'البحث عن المنتجات',
  'adminProducts.search': 'البحث بالاسم (بالإنجليزية أو العربية)',
  'adminProducts.category': 'الفئة',
  'adminProducts.allCategories': 'جميع الفئات',
  'adminProducts.apply': 'عرض',
  'adminProducts.clear': 'مسح',
  'adminProducts.none': 'لم يتم العثور على منتجات.',
  'adminProducts.col.image': 'الصورة',
  'adminProducts.col.name': 'الاسم',
  'adminProducts.col.category': 'الفئة',
  'adminProducts.col.price': 'السعر',
  'adminProducts.col.stock': 'المخزون',
  'adminProducts.col.status': 'الحالة',
  'adminProducts.onSale': 'معروض للبيع',
  'adminProducts.archived': 'مؤرشف',
  'adminProducts.edit': 'تعديل {name}',
  'adminProducts.unknownCategory': 'فئة غير معروفة',

  'adminProducts.addTitle': 'إضافة منتج',
  'adminProducts.editTitle': 'تعديل المنتج',
  'adminProducts.backToList': 'العودة إلى المنتجات',
  'adminProducts.viewInShop': 'عرض في المتجر',
  // The address set left to right as a whole (U+2066 … U+2069): a mark before it left its end in Arabic order.
  'adminProducts.slug': 'العنوان في المتجر: \u2066/product-detail/{slug}\u2069',
  'adminProducts.archivedNotice':
    'هذا المنتج مؤرشف: فهو موجود في طلبات سابقة لذلك احتُفظ به، لكن المتجر لا يعرضه.',
  'adminProducts.restore': 'إعادته إلى المتجر',
  'adminProducts.texts': 'الأسماء والنصوص',
  'adminProducts.textsHint':
    'النصوص العربية اختيارية؛ وحيث يكون أحدها فارغاً يرى الزوار العرب النص الإنجليزي.',
  'adminProducts.field.name': 'الاسم (بالإنجليزية)',
  'adminProducts.field.nameAr': 'الاسم (بالعربية)',
  'adminProducts.field.description': 'الوصف (بالإنجليزية)',
  'adminProducts.field.descriptionAr': 'الوصف (بالعربية)',
  'adminProducts.field.offer': 'شارة العرض (بالإنجليزية)',
  'adminProducts.field.offerAr': 'شارة العرض (بالعربية)',
  'adminProducts.offerHint': 'شارة قصيرة مثل "خصم 20%"؛ اتركها فارغة إن لم يكن هناك عرض.',
  'adminProducts.field.usp': 'المزايا (بالإنجليزية)',
  'adminProducts.field.uspAr': 'المزايا (بالعربية)',
  'adminProducts.uspHint': 'ميزة واحدة في كل سطر.',
  'adminProducts.uspArHint':
    'ميزة في كل سطر وبترتيب المزايا الإنجليزية نفسه؛ السطر الفارغ يعرض الميزة الإنجليزية.',
  'adminProducts.sales': 'السعر والمخزون والفئة',
  'adminProducts.field.price': 'السعر ({currency})',
  'adminProducts.field.discountedPrice': 'السعر بعد الخصم ({currency})',
  'adminProducts.discountHint': 'ما يدفعه العميل؛ وهو نفس السعر إن لم يكن هناك خصم.',
  'adminProducts.field.stock': 'المخزون',
  'adminProducts.featuredSection': 'الصفحة الرئيسية',
  'adminProducts.featuredHint':
    'تظهر المنتجات المميّزة تحت «منتجات مميّزة» في الصفحة الرئيسية وأولاً في المتجر، حسب ترتيبها.',
  'adminProducts.field.featured': 'منتج مميّز',
  'adminProducts.field.featuredOrder': 'الترتيب بين المنتجات المميّزة (1 يظهر أولاً)',
  'adminProducts.featuredTag': 'مميّز رقم {position}',
  'adminProducts.field.categoryId': 'الفئة',
  'adminProducts.chooseCategory': 'اختر فئة…',
  'adminProducts.images': 'الصور',
  'adminProducts.imagesHint':
    'الصورة الأولى هي صورة المنتج في المتجر. استخدم الأزرار لتغيير الترتيب أو إزالة صورة؛ وتُعتمد التغييرات عند الحفظ.',
  'adminProducts.noImages': 'لا توجد صور بعد.',
  'adminProducts.imageAlt': 'الصورة {position} من {count}',
  'adminProducts.moveUp': 'نقل الصورة {position} إلى الأعلى',
  'adminProducts.moveDown': 'نقل الصورة {position} إلى الأسفل',
  'adminProducts.removeImage': 'إزالة الصورة {position}',
  'adminProducts.up': 'أعلى',
  'adminProducts.down': 'أسفل',
  'adminProducts.remove': 'إزالة',
  'adminProducts.newImages': 'إضافة صور',
  'adminProducts.newImagesHint':
    'صور JPG أو PNG أو WebP، حتى 10 ميجابايت لكل صورة، وحتى 10 صور في المرة. تُضاف بعد الصور أعلاه.',
  'adminProducts.save': 'حفظ المنتج',
  'adminProducts.create': 'إضافة المنتج',
  'adminProducts.saving': 'جارٍ الحفظ…',
  'adminProducts.cancel': 'إلغاء',
  'adminProducts.delete': 'حذف المنتج',

  'adminProducts.deleteTitle': 'حذف {name}؟',
  'adminProducts.deleteExplain':
    'المنتج الذي لم يُطلب قط يُحذف نهائياً مع صوره. أما المنتج الموجود في طلبات سابقة فيُؤرشف بدلاً من ذلك: يختفي من المتجر، وتحتفظ به الطلبات القديمة، ويمكنك إعادته لاحقاً.',
  'adminProducts.deletedTitle': 'تم الحذف',
  'adminProducts.archivedTitle': 'تمت الأرشفة',
  'adminProducts.restoredTitle': 'تمت الاستعادة',
};

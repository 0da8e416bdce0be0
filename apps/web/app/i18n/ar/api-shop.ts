import type { shopMessages } from '@farm/contract';

/** Arabic for the shop's sentences (cart, wishlist, orders), by the contract's codes. */
export const arShopMessages: Record<keyof typeof shopMessages, string> = {
  addedToCart: 'تمت إضافة المنتج إلى سلتك.',
  cartUpdated: 'تم تحديث الكمية بنجاح',
  removedFromCart: 'تمت إزالة المنتج من سلتك.',
  cartItemNotFound: 'هذا المنتج غير موجود في سلتك.',
  outOfStock: 'عذراً، نفد {name} من المخزون.',
  notEnoughStock: 'لم يتبقَّ من {name} سوى {stock} في المخزون.',
  cartQuantityLimit: 'يمكنك إضافة {max} قطعة كحد أقصى من المنتج الواحد إلى سلتك؛ لديك {inCart} بالفعل.',
  cartFull: 'يمكن أن تحتوي سلتك على {max} منتجاً مختلفاً كحد أقصى.',
  productUnavailable: '{name} لم يعد متاحاً.',
  addedToWishlist: 'تمت إضافة المنتج إلى قائمة رغباتك.',
  alreadyInWishlist: 'هذا المنتج موجود بالفعل في قائمة رغباتك.',
  removedFromWishlist: 'تمت إزالة المنتج من قائمة رغباتك.',
  wishlistCleared: 'أصبحت قائمة رغباتك فارغة.',
  wishlistItemNotFound: 'هذا المنتج غير موجود في قائمة رغباتك.',
  wishlistFull: 'يمكن أن تحتوي قائمة رغباتك على {max} منتج كحد أقصى.',
  cartEmpty: 'سلتك فارغة. يرجى إضافة منتجات إلى سلتك.',
  orderPlaced: 'شكراً لك! تم تقديم طلبك {number}. ستدفع نقداً عند الاستلام.',
  orderNotFound: 'الطلب غير موجود',
  orderFieldNotAccepted:
    'لا يحمل الطلب سوى عنوان الشحن وطريقة الدفع والمجموع المعروض، ومع "اشترِ الآن" المنتج وكميته؛ ولا يحمل بيانات البطاقة أبداً.',
  orderTotalChanged:
    'تغيّر المجموع منذ فتحت صفحة الدفع: أصبح الآن {total}. يرجى مراجعة طلبك وتقديمه مرة أخرى.',
  expectedTotalInvalid: 'يجب أن يكون المجموع المعروض مبلغاً من المال.',
  expectedLinesInvalid: 'يجب أن تكون المنتجات المعروضة هي مفتاح صفحة الدفع.',
  orderLinesChanged: 'تغيّر طلبك منذ أن فتحت صفحة الدفع. راجعه ثم أرسله مرة أخرى.',
  pendingOrdersLimit:
    'لديك {count} طلبات بانتظار تأكيدنا. يمكنك تقديم طلب آخر بعد أن نؤكد أحدها، أو إلغاء أحدها من طلباتي.',
  idempotencyKeyInvalid: 'يجب أن يتكون ترويسة Idempotency-Key من 8 إلى 100 حرف أو رقم أو شرطة أو شرطة سفلية.',
  idempotencyKeyReused: 'استُخدم مفتاح Idempotency-Key هذا بالفعل لطلب مختلف.',
  orderStatusChanged: 'أصبحت حالة الطلب {number}: {status}.',
  orderStatusRefused: 'لا يمكن تغيير الطلب من الحالة {from} إلى {to}.',
  orderStatusMoved: 'غيّر شخص آخر هذا الطلب في هذه الأثناء: حالته الآن {status}.',
  orderCancelled: 'تم إلغاء طلبك {number}.',
  orderNotCancellable: 'تم شحن هذا الطلب أو إلغاؤه من قبل، لذا لا يمكن إلغاؤه.',
  orderReordered: 'أُضيفت منتجات الطلب {number} إلى سلتك: {added} من {lines}.',
};

/** Business constants and limits of docs/product-rules.md §9. Rules and screens read them from here only. */

export const PRODUCTS_PER_PAGE = 8;

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;
/** Direct purchase without a quantity in the URL buys one. */
export const DEFAULT_QUANTITY = 1;

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 15;
export const CONTACT_MOBILE_MIN_DIGITS = 10;
export const CONTACT_MOBILE_MAX_DIGITS = 15;
export const CHECKOUT_PHONE_DIGITS = 10;
export const CARD_NUMBER_MIN_LENGTH = 16;
export const CARD_NUMBER_MAX_LENGTH = 19;
export const CVV_MIN_LENGTH = 3;
export const CVV_MAX_LENGTH = 4;
/** How many delivery addresses one account may keep (the account's address book, offered at checkout). */
export const SAVED_ADDRESS_LIMIT = 10;

/**
 * The name the first admin account is created with before anyone has given it one. It is a
 * placeholder, not a person's name, so screens greet without it and invite the admin to add theirs.
 */
export const FIRST_ADMIN_NAME = 'Admin';
/** Reset and e-mail verification codes (docs/decisions/006-account-codes.md). */
export const VERIFICATION_CODE_LENGTH = 6;
/** The token of a reset or verification mail's link: 32 random bytes in base64url (docs/decisions/238-reset-links.md). */
export const LINK_TOKEN_LENGTH = 43;

export const ENQUIRY_PHOTO_LIMIT = 5;
/** The product rules only hint at 10 MB and jpg/png; we enforce both (docs/decisions/011-enquiry-photos.md). */
export const ENQUIRY_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** JPEG and PNG as the product rules hint, and WebP, which phones increasingly save (the API re-encodes them all). */
export const ENQUIRY_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/**
 * Photos with more pixels than this are refused before they are decoded: a small file can declare a huge
 * canvas (a decompression bomb). 24 megapixels covers a phone's or camera's usual photo of a site, and keeps
 * one decode to about 100 MB of memory (docs/decisions/161-bounded-picture-work.md).
 */
export const PHOTO_MAX_PIXELS = 24_000_000;

/** Career CV: PDF, DOC or DOCX, at most 5 MB (the API decides the type by the content). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/**
 * A Word CV is a ZIP archive: refused when its parts add up to more than this once unpacked, or to more
 * than CV_MAX_UNPACK_RATIO times its own size (a zip bomb; docs/decisions/162-office-documents-as-archives.md).
 */
export const CV_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
export const CV_MAX_UNPACK_RATIO = 100;
export const CV_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

/** The gallery screen asks for the first ten items only; 'Load more' asks for the next ten. */
export const GALLERY_QUERY = { page: 1, limit: 10 } as const;

/** Blog posts per page of /blog-list. */
export const BLOG_POSTS_PER_PAGE = 6;

/** Every order is placed cash on delivery; card data never leaves the browser (docs/decisions/009-card-block-and-cash-on-delivery.md). */
export const PAYMENT_METHOD = 'CashOnDelivery' as const;

/**
 * Delivery charge of every order, in the shop currency: delivery is free across the UAE (the original checkout summary
 * shows 0.00 shipping). The API adds it to the total; it is a constant so both sides agree on it.
 */
export const SHIPPING_FEE = 0;
/** Order numbers read over the phone: `FA-2026-000123` (prefix, year, counter of that year). */
export const ORDER_NUMBER_PREFIX = 'FA';
export const ORDER_NUMBER_DIGITS = 6;
/** Different products one cart may hold, and one wishlist: bounds what a single account can make us store. */
export const CART_MAX_LINES = 50;
export const WISHLIST_MAX_ITEMS = 100;
/** How long a retried order with the same Idempotency-Key answers the first order (docs/decisions/031-placing-orders.md). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** Shop currency when the CURRENCY setting is absent (docs/decisions/014-one-currency.md). */
export const DEFAULT_CURRENCY = 'AED';

export const DIALOG_WIDTH_PX = 600;

export const TOAST_AUTO_HIDE_MS = 7000;
export const QUANTITY_TOAST_MS = 2000;
export const TOAST_STACKING = 4;
export const TOAST_POSITION = 'bottom-left' as const;

export const MAGAZINE_FILE_NAME = 'Magazine.pdf';

export const TERMS = {
  proposalValidityDays: 30,
  /** Percent of the contract value per stage; the stages add up to 100. */
  paymentSchedule: [
    { stage: 'confirmation', label: 'On order confirmation', percent: 10 },
    { stage: 'before-work', label: 'Before work starts', percent: 30 },
    { stage: 'mid-stage', label: 'At mid-stage', percent: 40 },
    { stage: 'handover', label: 'After final handover', percent: 20 },
  ],
  refundableOnceWorkBegins: false,
  warrantyMonths: 36,
  /** Annual maintenance contracts are not part of the price; they cost extra. */
  amcIncluded: false,
} as const;

export const MARKETING = {
  waterSavingPercent: 95,
  maintenanceProgrammeMonths: 60,
  harvestCycleDays: 45,
  returnOnInvestmentMonths: { min: 12, max: 14 },
  probationMonths: 3,
  launchYear: 2025,
  planYear: 2030,
  professionals: 400,
  openings: { packingStaff: 40, labelingTeam: 20 },
} as const;

/** How many images one upload request may carry (a product's photos are picked together). */
export const ADMIN_IMAGES_PER_UPLOAD = 10;

/** Rows per page of the admin's product table (a table holds more than the shop's grid of 8). */
export const ADMIN_PRODUCTS_PER_PAGE = 20;
/** At most this many images on one product (the shop's gallery shows them all). */
export const PRODUCT_IMAGES_MAX = 12;
/** At most this many feature lines (usp) on one product. */
export const PRODUCT_USP_MAX = 12;
export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 4000;
export const PRODUCT_OFFER_MAX = 40;
export const PRODUCT_USP_ITEM_MAX = 160;
/** Prices and stock have a ceiling, so a slip of the finger (an extra 0000) is caught. */
export const PRODUCT_PRICE_MAX = 10_000_000;
export const PRODUCT_STOCK_MAX = 1_000_000;

/**
 * The orders the shop's product lists offer (docs/decisions/180-featured-products-sort-and-filters.md):
 * featured (the admin's choice, then by name) is the default.
 */
export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** A featured product's position: 1 shows first. */
export const FEATURED_ORDER_MAX = 999;
/** Products shown under "Related products" on a product page. */
export const RELATED_PRODUCTS = 4;

/**
 * The widths `GET /api/files/{id}?w=` resizes a stored picture to (docs/decisions/103-image-renditions.md):
 * a short list, so the renditions kept per picture stay few.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1200] as const;

/**
 * The proxies allowed to name the browser in X-Forwarded-For (`TRUST_PROXY`), read the same way by the API and
 * the web server: Express's names (loopback, linklocal, uniquelocal), or IPv4/IPv6 addresses and ranges,
 * comma-separated (docs/decisions/144-trusted-proxies-on-the-web-server.md).
 */
export const TRUSTED_PROXY_ENTRY =
  /^(loopback|linklocal|uniquelocal|[\da-fA-F]*[.:][\da-fA-F:.]*(\/\d{1,3})?)$/;

/** Whether a TRUST_PROXY value lists only entries the rule above allows. */
export function isTrustProxyList(value: string): boolean {
  return value.split(',').every((entry) => TRUSTED_PROXY_ENTRY.test(entry.trim()));
}

/**
 * The largest video file the admin may upload: a short clip for a page, kept in memory while checked. Here
 * rather than in videos.ts, because the message catalogues read it and must not bring zod to every page.
 */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;

import {
  ADMIN_IMAGES_PER_UPLOAD,
  FEATURED_ORDER_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_USP_MAX,
} from './constants';

/** What the admin's product screens and API can say, keyed by stable codes (message-codes.ts). */
export const adminProductMessages = {
  productCreated: 'Product {name} was added.',
  productSaved: 'Product {name} was saved.',
  productDeleted: 'Product {name} was deleted.',
  productArchived:
    'Product {name} is on past orders, so it was archived: it is hidden from the shop and old orders keep it.',
  productRestored: 'Product {name} is back in the shop.',
  productNotArchived: 'This product is not archived.',
  productNameRequired: 'Product name is required.',
  productDescriptionRequired: 'Description is required.',
  productPriceRequired: 'Price is required.',
  productPriceInvalid: 'Enter an amount from 0 to 10,000,000 with at most 2 decimals.',
  discountedPriceRequired: 'Discounted price is required.',
  discountedPriceAbovePrice: 'The discounted price cannot be higher than the price.',
  productStockRequired: 'Stock is required.',
  productStockInvalid: 'Stock must be a whole number from 0 to 1,000,000.',
  productCategoryRequired: 'Please choose a category.',
  productImagesRequired: 'Add at least one image.',
  productImagesTooMany: `A product can have at most ${PRODUCT_IMAGES_MAX} images.`,
  productImageInvalid: 'Images must be files uploaded in the admin panel.',
  productImageRepeated: 'Each image can be added only once.',
  productUspTooMany: `A product can list at most ${PRODUCT_USP_MAX} features.`,
  productUspArTooMany: 'There are more Arabic features than English ones.',
  productChangedMeanwhile:
    'Someone else saved this product after you opened it. Open it again to see their changes, then make yours.',
  productUspArBesideBlank:
    'An Arabic feature stands beside a blank English line: write its English line, or remove it.',
  productOfferArAlone: 'Write the English offer label too: the Arabic one shows only beside it.',
  featuredOrderRequired: 'A featured product needs its position among the featured ones (1 shows first).',
  featuredOrderInvalid: `The position must be a whole number from 1 to ${FEATURED_ORDER_MAX}.`,
  productImagesPerUpload: `You can upload at most ${ADMIN_IMAGES_PER_UPLOAD} images at a time.`,
} as const;

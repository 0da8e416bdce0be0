import { Icon } from '#app/components/icons';
import { useI18n } from '#app/i18n/context';
import { CustomizeLauncher } from '#app/enquiries/customize-launcher';

/** The products page's Customize tile (docs/product-rules.md §2): a card under the grid, opening the request dialog. */
export function CustomizeTile() {
  const { t } = useI18n();
  return (
    <CustomizeLauncher
      target={{ kind: 'space' }}
      trigger={(props) => (
        <section
          aria-labelledby="customize-tile-title"
          className="relative mt-6 flex flex-col gap-4 rounded-xl border-2 border-dashed border-leaf-300 bg-leaf-50 p-5 has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-leaf-700 has-[a:focus-visible]:ring-offset-2 sm:flex-row sm:items-center sm:p-6"
        >
          <span className="inline-flex w-fit shrink-0 rounded-full bg-white p-3 text-leaf-800 shadow-sm">
            <Icon name="ruler" width={28} height={28} />
          </span>
          <div className="flex-1">
            <h2 id="customize-tile-title" className="text-lg font-semibold text-gray-900">
              {t('customize.tile.title')}
            </h2>
            <p className="mt-1 text-gray-700">{t('customize.tile.text')}</p>
          </div>
          {/* The link covers the card (::after), so the whole tile opens the dialog. */}
          <a
            {...props}
            className="inline-flex w-fit shrink-0 items-center rounded-lg bg-leaf-700 px-5 py-2.5 font-semibold text-white after:absolute after:inset-0 after:content-[''] hover:bg-leaf-800 focus-visible:outline-none"
          >
            {t('customize.tile.cta')}
          </a>
        </section>
      )}
    />
  );
}

/** The product detail's Customize button (docs/product-rules.md §2): the residential request for this product. */
export function CustomizeProductButton({
  product,
}: {
  product: { _id: string; slug: string; name: string };
}) {
  const { t } = useI18n();
  return (
    <CustomizeLauncher
      target={{ kind: 'product', productId: product._id, slug: product.slug, name: product.name }}
      trigger={(props) => (
        <a
          {...props}
          className="inline-flex w-fit items-center gap-2 rounded-lg border border-leaf-700 px-5 py-2.5 font-semibold text-leaf-800 hover:bg-leaf-50"
        >
          <Icon name="ruler" />
          {t('customize.productButton')}
        </a>
      )}
    />
  );
}

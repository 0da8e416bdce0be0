import { useI18n } from '#app/i18n/context';
import { LineNote, LineThumb, LineTotal } from '#app/components/line-parts';
import type { QuoteView } from '#app/shop/views';
import { DataTable } from '#app/components/ui/table';

/** The checkout's order summary (docs/decisions/008-real-checkout-summary.md): the lines, subtotal, shipping and total from the API. */
export function OrderSummary({ quote }: { quote: QuoteView }) {
  const { t } = useI18n();
  return (
    // Fixed layout: the amounts keep their column and the names wrap, whatever the images or names do.
    <DataTable
      className="w-full table-fixed border-collapse text-sm"
      caption={t('checkout.summary')}
      columns={[t('checkout.product'), { label: t('checkout.lineTotal'), align: 'end', className: 'w-28' }]}
      headCell="py-2 font-semibold"
      headClassName="border-b border-gray-300 text-gray-700"
    >
      <tbody>
        {quote.lines.map((line) => (
          <tr key={line.productId} className="border-b border-gray-200">
            <td className="py-3 pe-3">
              <div className="flex items-center gap-3">
                <LineThumb image={line.image} />
                <div className="min-w-0">
                  <p className="font-medium text-gray-900">
                    <bdi>{line.name}</bdi>
                  </p>
                  {/* The price and the quantity together on a line of their own, however the name wraps. */}
                  <p className="text-gray-700">
                    <span className="whitespace-nowrap">{line.unitPrice}</span>{' '}
                    <span className="whitespace-nowrap">× {line.quantity}</span>
                  </p>
                  <LineNote line={line} />
                </div>
              </div>
            </td>
            <td className="py-3 text-end font-medium whitespace-nowrap text-gray-900">
              <LineTotal line={line} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-3 text-start font-normal text-gray-700">
            {t('checkout.subtotal')}
          </th>
          <td className="pt-3 text-end whitespace-nowrap text-gray-900">{quote.subtotal}</td>
        </tr>
        <tr>
          <th scope="row" className="pt-1 text-start font-normal text-gray-700">
            {t('checkout.shipping')}
          </th>
          <td className="pt-1 text-end whitespace-nowrap text-gray-900">{quote.shipping}</td>
        </tr>
        <tr className="text-base">
          <th scope="row" className="pt-3 text-start font-bold text-gray-900">
            {t('checkout.total')}
          </th>
          <td className="pt-3 text-end font-bold whitespace-nowrap text-leaf-800">{quote.total}</td>
        </tr>
      </tfoot>
    </DataTable>
  );
}

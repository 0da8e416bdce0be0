import { useLocation } from 'react-router';
import { LoginRequiredDialog, MessageDialog } from '#app/components/feedback/dialog';
import { useI18n } from '#app/i18n/context';

/** The path to come back to after logging in: where the visitor is now. */
function useLoginHref(back?: string): string {
  const location = useLocation();
  return `/login?redirectTo=${encodeURIComponent(back ?? location.pathname + location.search)}`;
}

/** Login Required (docs/product-rules.md §6, 8) with Login and Cancel; Login comes back to this page (or `back`). */
export function ShopLoginDialog({
  open,
  onCancel,
  message,
  back,
}: {
  open: boolean;
  onCancel: () => void;
  message: 'shop.loginRequiredCart' | 'shop.loginRequiredAction';
  back?: string;
}) {
  const { t } = useI18n();
  return (
    <LoginRequiredDialog
      open={open}
      title={t('shop.loginRequiredTitle')}
      message={t(message)}
      loginLabel={t('shop.login')}
      cancelLabel={t('shop.cancel')}
      loginHref={useLoginHref(back)}
      onCancel={onCancel}
    />
  );
}

/** Empty Cart (docs/product-rules.md §4, 8): the product rules' sentence and OK; closing it goes home (the caller's onClose). */
export function EmptyCartDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <MessageDialog
      open={open}
      tone="warning"
      title={t('shop.emptyCartTitle')}
      message={t('shop.emptyCartMessage')}
      okLabel={t('dialog.ok')}
      onClose={onClose}
    />
  );
}

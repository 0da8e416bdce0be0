import type { AccountUser } from '@farm/contract';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { LoginRequiredDialog } from '../components/feedback/dialog';
import { useI18n } from '../i18n/context';
import { ProductCustomizationForm, SpaceCustomizationForm } from './customization-form';
import { ReplyDialogs } from './enquiry-form';
import { FormDialog } from './form-dialog';
import type { EnquiryReply } from './reply';

type Target = { kind: 'space' } | { kind: 'product'; productId: string; slug: string; name: string };

export function customizePath(target: Target): string {
  return target.kind === 'space'
    ? '/customize'
    : `/product-detail/${encodeURIComponent(target.slug)}/customize`;
}

/**
 * The Customize tile of the products page and the Customize button of the product detail (docs/product-rules.md §2, 4).
 * The trigger is a link to a page with the same form, so it works without JavaScript; once hydrated it
 * opens the form in a 600 px dialog instead, which closes on a valid submit and gives way to the result
 * dialog. Signed-out visitors meet the Login Required dialog (docs/decisions/040-customization-needs-sign-in.md).
 */
export function CustomizeLauncher({
  target,
  trigger,
}: {
  target: Target;
  /** Draws the trigger: a link to the page with the form, whose clicks open the dialog. */
  trigger: (props: { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void }) => ReactNode;
}) {
  const { t } = useI18n();
  const location = useLocation();
  const user = (useRouteLoaderData('root') as { user?: AccountUser | null } | undefined)?.user;
  const fetcher = useFetcher<EnquiryReply>();
  const [formOpen, setFormOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  // The fetcher keeps its last answer; only an answer to a submission made since opening counts.
  const [openedWith, setOpenedWith] = useState<EnquiryReply | undefined>(undefined);
  const reply = fetcher.data !== openedWith ? fetcher.data : undefined;
  const done = reply?.done;

  useEffect(() => {
    if (done) setFormOpen(false);
  }, [done]);

  const href = customizePath(target);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (!user) {
      setLoginOpen(true);
      return;
    }
    setOpenedWith(fetcher.data);
    setFormOpen(true);
  };
  const form = {
    action: href,
    reply,
    busy: fetcher.state !== 'idle',
    as: fetcher.Form,
    onCancel: () => setFormOpen(false),
  };
  return (
    <>
      {trigger({ href, onClick })}
      <FormDialog
        open={formOpen}
        title={
          target.kind === 'space' ? t('customize.title') : t('customize.productTitle', { name: target.name })
        }
        onClose={() => setFormOpen(false)}
      >
        <p className="mb-4 text-gray-700">{t('customize.intro')}</p>
        {target.kind === 'space' ? (
          <SpaceCustomizationForm {...form} />
        ) : (
          <ProductCustomizationForm {...form} productId={target.productId} />
        )}
      </FormDialog>
      <ReplyDialogs reply={reply} />
      <LoginRequiredDialog
        open={loginOpen}
        title={t('customize.loginTitle')}
        message={t('customize.loginMessage')}
        loginLabel={t('customize.login')}
        cancelLabel={t('customize.cancel')}
        loginHref={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
        onCancel={() => setLoginOpen(false)}
      />
    </>
  );
}

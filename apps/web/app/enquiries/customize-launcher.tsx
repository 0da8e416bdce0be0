import type { AccountUser } from '@farm/contract';
import {
  type ComponentType,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { LoginRequiredDialog } from '#app/components/feedback/dialog';
import { useI18n } from '#app/i18n/context';
import type { CustomizeDialogProps } from '#app/enquiries/customize-dialog';
import { customizePath, type CustomizeTarget } from '#app/enquiries/customize-target';
import type { EnquiryReply } from '#app/enquiries/reply';

// The form, its schema and zod load when wanted, not with the page (docs/decisions/105-forms-load-on-demand.md).
const loadDialog = () => import('#app/enquiries/customize-dialog');
// Should the module not arrive (a dropped connection, a deploy that replaced it), the visitor is taken to the
// page with the same form, as without JavaScript.
const CustomizeDialog = lazy<ComponentType<CustomizeDialogProps>>(() =>
  loadDialog().catch(() => ({ default: GoToFormPage })),
);

function GoToFormPage({ action }: CustomizeDialogProps) {
  useEffect(() => window.location.assign(action), [action]);
  return null;
}

/** What a trigger spreads on its link: the href for visits without JavaScript, and the handlers. */
export type TriggerProps = {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Hovering or focusing the trigger starts loading the form, so the dialog opens at once on click. */
  onPointerEnter: () => void;
  onFocus: () => void;
};

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
  target: CustomizeTarget;
  /** Draws the trigger: a link to the page with the form, whose clicks open the dialog. */
  trigger: (props: TriggerProps) => ReactNode;
}) {
  const { t } = useI18n();
  const location = useLocation();
  const user = (useRouteLoaderData('root') as { user?: AccountUser | null } | undefined)?.user;
  const fetcher = useFetcher<EnquiryReply>();
  // The dialog's module is rendered from the first opening on, so its answer dialogs outlive the form.
  const [wanted, setWanted] = useState(false);
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
  const preload = () => {
    // a signed-out visitor gets the Login Required dialog, which the page already has
    if (user) loadDialog().catch(() => undefined);
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (!user) {
      setLoginOpen(true);
      return;
    }
    setOpenedWith(fetcher.data);
    setWanted(true);
    setFormOpen(true);
  };
  return (
    <>
      {trigger({ href, onClick, onPointerEnter: preload, onFocus: preload })}
      {wanted && (
        <Suspense fallback={null}>
          <CustomizeDialog
            target={target}
            open={formOpen}
            onClose={() => setFormOpen(false)}
            action={href}
            reply={reply}
            busy={fetcher.state !== 'idle'}
            as={fetcher.Form}
          />
        </Suspense>
      )}
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

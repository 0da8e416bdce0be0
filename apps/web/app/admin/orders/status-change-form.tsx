import { ORDER_TRANSITIONS, type OrderStatus } from '@farm/contract';
import { useRef, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { FeedbackDialog } from '#app/components/feedback/dialog';
import { useI18n } from '#app/i18n/context';
import { useHydrated } from '#app/utils/use-hydrated';
import { buttonVariants, unavailable } from '#app/components/ui/button';
import { TextareaField } from '#app/components/forms';
import { Card } from '#app/components/ui/card';

const NOTE_MAX_LENGTH = 200;

/**
 * The status changes the lifecycle allows from where the order stands (ORDER_TRANSITIONS, the table the
 * API enforces), one button each, with an optional note for the history. Cancelling asks first: with
 * JavaScript in a dialog; without it the action answers `confirmCancel` and the page shows the same
 * dialog, rendered open, whose button posts the cancellation with `confirm=yes`
 * (docs/decisions/083-confirming-a-cancellation.md).
 */
export function StatusChangeForm({
  number,
  status,
  noteError,
  confirmCancel,
  typedNote,
}: {
  number: string;
  status: OrderStatus;
  noteError?: string;
  /** The action asked for confirmation of a cancellation posted without it, with the note typed. */
  confirmCancel?: { note: string };
  /** The note as typed, when the action handed the form back (a refusal, or the cancellation to confirm). */
  typedNote?: string;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const busy = useNavigation().state !== 'idle';
  const form = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);
  const [dismissed, setDismissed] = useState<unknown>(null);
  const next = ORDER_TRANSITIONS[status];
  const serverAsks = confirmCancel !== undefined && dismissed !== confirmCancel;
  const close = () => {
    setAsking(false);
    setDismissed(confirmCancel);
  };

  return (
    <Card id="status-change-title" title={t('adminOrders.change')}>
      {next.length === 0 ? (
        <p className="mt-3 text-gray-700">
          {t('adminOrders.final', { status: t(`orders.status.${status}`) })}
        </p>
      ) : (
        <Form
          method="post"
          ref={form}
          className="mt-3"
          onSubmit={(event) => {
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            if (!hydrated || submitter?.value !== 'Cancelled') return;
            event.preventDefault();
            setAsking(true);
          }}
        >
          <p className="text-gray-700">
            {t('adminOrders.changeIntro', { status: t(`orders.status.${status}`) })}
          </p>
          {/* The status this page shows: the API refuses the change if someone has moved the order since. */}
          <input type="hidden" name="from" value={status} />
          <TextareaField
            label={t('adminOrders.note')}
            hint={t('adminOrders.noteHint')}
            errors={noteError}
            textareaProps={{
              id: 'status-note',
              name: 'note',
              rows: 2,
              maxLength: NOTE_MAX_LENGTH,
              defaultValue: typedNote,
            }}
            className="mt-4"
          />
          <div className="mt-4 flex flex-wrap gap-3">
            {next.map((to) => (
              <button
                key={to}
                type="submit"
                name="status"
                value={to}
                {...unavailable(busy)}
                className={buttonVariants({
                  variant: to === 'Cancelled' ? 'dangerOutline' : 'primary',
                  size: 'sm',
                })}
              >
                {t(`adminOrders.to.${to}`)}
              </button>
            ))}
          </div>
        </Form>
      )}
      <FeedbackDialog
        open={asking || serverAsks}
        tone="warning"
        title={t('adminOrders.cancelTitle', { number })}
        message={t('adminOrders.cancelMessage')}
        onClose={close}
        actions={
          <>
            <Form
              method="post"
              onSubmit={(event) => {
                if (!hydrated || !form.current) return;
                // The note typed in the main form goes with the confirmed cancellation.
                event.preventDefault();
                const data = new FormData(form.current);
                data.set('status', 'Cancelled');
                data.set('confirm', 'yes');
                close();
                void submit(data, { method: 'post' });
              }}
            >
              <input type="hidden" name="status" value="Cancelled" />
              <input type="hidden" name="confirm" value="yes" />
              <input type="hidden" name="from" value={status} />
              {confirmCancel?.note && <input type="hidden" name="note" value={confirmCancel.note} />}
              <button type="submit" className={buttonVariants()}>
                {t('adminOrders.cancelConfirm')}
              </button>
            </Form>
            <form method="dialog">
              <button type="submit" className={buttonVariants({ variant: 'neutral' })} autoFocus>
                {t('adminOrders.cancelKeep')}
              </button>
            </form>
          </>
        }
      />
    </Card>
  );
}

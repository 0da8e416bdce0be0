// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, LoginRequiredDialog, MessageDialog } from '#app/components/feedback/dialog';
import { type Toast, toast } from '#app/components/feedback/toast-model';
import { Toaster, useToast } from '#app/components/feedback/toaster';
import { I18nProvider } from '#app/i18n/context';
import { withDialogMethods } from '#tests/jsdom-dialog';

withDialogMethods();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Pusher() {
  const push = useToast();
  return (
    <button type="button" onClick={() => push('success', 'Added to Cart')}>
      push
    </button>
  );
}

describe('Toaster', () => {
  it('renders server toasts, hides each after 7000 ms and keeps at most 4', () => {
    vi.useFakeTimers();
    const initial = [1, 2, 3].map((n) => toast('info', `server ${n}`));
    render(
      <Toaster initial={initial} page="/cart" label="Notifications" closeLabel="Close">
        <Pusher />
      </Toaster>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByText('push'));
    fireEvent.click(screen.getByText('push'));
    const titles = screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
    expect(titles).toEqual(['server 2', 'server 3', 'Added to Cart', 'Added to Cart']);
    act(() => vi.advanceTimersByTime(6999));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('waits while a toast is hovered or focused, then hides it its full time later', () => {
    vi.useFakeTimers();
    render(
      <Toaster initial={[toast('info', 'Saved')]} page="/cart" label="Notifications" closeLabel="Close" />,
    );
    const item = screen.getByRole('listitem');
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.focus(screen.getByRole('button', { name: 'Close' }));
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.blur(screen.getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(6999));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it("drops a page's toasts on the next page and shows the toasts that came with it", () => {
    const removed = [toast('success', 'Removed!')];
    const view = (initial: readonly Toast[], page: string) => (
      <Toaster initial={initial} page={page} label="Notifications" closeLabel="Close">
        <Pusher />
      </Toaster>
    );
    const { rerender } = render(view(removed, '/cart'));
    fireEvent.click(screen.getByText('push'));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // A plain link to the next page: the root's data (and so its toasts) is the same object as before.
    rerender(view(removed, '/checkout'));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    // The order is placed: its page comes with its own toast.
    rerender(view([toast('success', 'Order placed')], '/order-confirmation/1'));
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Order placed',
    ]);
  });

  it('closes a toast on demand, in a labelled region at the start edge', () => {
    render(
      <Toaster
        initial={[toast('error', 'Failed to remove item')]}
        page="/cart"
        label="Notifications"
        closeLabel="Close"
      />,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.className).toContain('start-4');
    expect(region.className).toContain('bottom-4');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Failed to remove item')).toBeNull();
  });
});

describe('dialogs', () => {
  it('shows an Error dialog with the message and closes on OK', () => {
    const onClose = vi.fn();
    render(
      <MessageDialog
        open
        tone="error"
        title="Error"
        message="Failed to clear wishlist"
        okLabel="OK"
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.textContent).toContain('Failed to clear wishlist');
    // A dialog-method form closes the dialog natively; jsdom does not, so close it as the browser would.
    (dialog as HTMLDialogElement).close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks Are you sure? with the buttons of the product rules', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Are you sure?"
        confirmLabel="Yes, remove it!"
        cancelLabel="No, cancel!"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove it!' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'No, cancel!' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('asks with the question mark of the page’s language', () => {
    const confirm = (title: string) => (
      <ConfirmDialog
        open
        title={title}
        confirmLabel="OK"
        cancelLabel="Cancel"
        onConfirm={() => {}}
        onCancel={() => {}}
      />
    );
    const { rerender } = render(confirm('Are you sure?'));
    const symbol = () => screen.getByRole('dialog').querySelector('[aria-hidden="true"]')?.textContent;
    expect(symbol()).toBe('?');
    rerender(<I18nProvider lang="ar">{confirm('هل أنت متأكد؟')}</I18nProvider>);
    expect(symbol()).toBe('؟');
  });

  it('offers Login and Cancel when login is required', () => {
    render(
      <LoginRequiredDialog
        open
        title="Login Required"
        message="Please login to view your cart. Are you sure you want to login?"
        loginLabel="Login"
        cancelLabel="Cancel"
        loginHref="/login?redirectTo=%2Fcart"
      />,
    );
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/login?redirectTo=%2Fcart',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('renders nothing while closed', () => {
    render(<MessageDialog open={false} tone="success" title="Success" okLabel="OK" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

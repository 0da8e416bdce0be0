import { type ButtonHTMLAttributes, type RefObject, useRef } from 'react';
import { useI18n } from '#app/i18n/context';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** The buttons of a form's list intents (Conform's `form.reorder` and `form.remove`). */
type ListIntents = {
  reorder: { getButtonProps(options: { name: string; from: number; to: number }): ButtonProps };
  remove: { getButtonProps(options: { name: string; index: number }): ButtonProps };
};

const smallButton =
  'inline-flex min-h-10 items-center justify-center rounded-lg border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-700 disabled:cursor-not-allowed disabled:opacity-50';

const moveButton = `${smallButton} border-leaf-200 bg-white text-leaf-800 hover:bg-leaf-50`;

/**
 * Up, Down and Remove of one item of a form's list: a product's image (`adminProducts.*`) or a service's
 * video (`adminContent.video.*`). They are Conform's list intents: submit buttons that rearrange the list
 * in the browser with JavaScript and on the server without it
 * (docs/decisions/072-product-form-without-javascript.md).
 */
export function ListItemButtons({
  form,
  name,
  index,
  count,
  of,
}: {
  form: ListIntents;
  name: string;
  index: number;
  count: number;
  of: 'adminProducts' | 'adminContent.video';
}) {
  const { t } = useI18n();
  // The image's sentences name it by `position`, the video's by `n`: both are given.
  const nth = { position: index + 1, n: index + 1 };
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  // Redrawing the list can move the item's element, which drops the keyboard's focus to the page, and a
  // move to the first or last place disables the button pressed: once the list has been redrawn, the focus
  // goes back to the button pressed, or to the item's other move button when that one is now off.
  const thenFocus =
    (pressed: RefObject<HTMLButtonElement | null>, other: RefObject<HTMLButtonElement | null>) => () =>
      setTimeout(() => (pressed.current?.disabled ? other.current : pressed.current)?.focus(), 0);
  return (
    <div className="flex flex-wrap gap-2">
      <button
        {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}
        ref={up}
        onClick={thenFocus(up, down)}
        disabled={index === 0}
        aria-label={t(`${of}.moveUp`, nth)}
        className={moveButton}
      >
        <span aria-hidden="true">↑</span>&nbsp;{t(`${of}.up`)}
      </button>
      <button
        {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}
        ref={down}
        onClick={thenFocus(down, up)}
        disabled={index === count - 1}
        aria-label={t(`${of}.moveDown`, nth)}
        className={moveButton}
      >
        <span aria-hidden="true">↓</span>&nbsp;{t(`${of}.down`)}
      </button>
      <button
        {...form.remove.getButtonProps({ name, index })}
        aria-label={t(
          of === 'adminProducts' ? 'adminProducts.removeImage' : 'adminContent.video.removeOne',
          nth,
        )}
        className={`${smallButton} border-red-200 bg-white text-red-800 hover:bg-red-50`}
      >
        {t(`${of}.remove`)}
      </button>
    </div>
  );
}

import type { ButtonHTMLAttributes, MouseEvent } from 'react';

const variants = {
  primary: 'bg-leaf-700 text-white hover:bg-leaf-800',
  secondary: 'border border-leaf-300 bg-white text-leaf-800 hover:bg-leaf-50',
  outline: 'border border-leaf-700 text-leaf-800 hover:bg-leaf-50',
  neutral: 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  dangerOutline: 'border border-red-300 bg-white text-red-800 hover:bg-red-50',
  link: 'text-leaf-800 underline-offset-2 hover:underline',
  dangerLink: 'text-red-800 underline-offset-2 hover:underline',
} as const;

const sizes = {
  xs: 'px-2 py-1',
  sm: 'px-4 py-2',
  md: 'px-5 py-2.5',
  lg: 'px-6 py-3',
  wide: 'w-full px-5 py-2.5',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/**
 * The classes of a button of the site, for a <button> or a link that looks like one: the leaf green
 * primary, the outlined secondaries, the red of a delete. Extra classes go last (spacing, width).
 */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-700 disabled:opacity-60 aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A link inside a sentence or under a form: the leaf green, underlined on hover. */
export const textLinkClass = 'font-semibold text-leaf-800 underline-offset-2 hover:underline';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}

/**
 * The attributes of a button that may not be pressed just now (a bound reached, a post under way) yet keeps
 * the keyboard's focus: a button disabled under the focus drops it to the start of the page (WCAG 2.4.3).
 * `aria-disabled` says so and a press does nothing. Without JavaScript (`scripted` false) the button is
 * disabled as usual, since no script is there to refuse the press.
 */
export function unavailable(off: boolean, scripted = true) {
  if (!off) return {};
  if (!scripted) return { disabled: true };
  return {
    'aria-disabled': true as const,
    onClickCapture: (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
    },
  };
}

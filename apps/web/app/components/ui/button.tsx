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
  xs: { x: 'px-2', y: 'py-1' },
  sm: { x: 'px-4', y: 'py-2' },
  md: { x: 'px-5', y: 'py-2.5' },
  lg: { x: 'px-6', y: 'py-3' },
  // The width of its form (or its card), with md's padding.
  wide: { x: 'px-5', y: 'py-2.5' },
} as const;

/**
 * The variants drawn as text line their words up with the text and headings beside or above them: a
 * button's padding on the sides read as an indent there. They keep a little of it, taken back by as much
 * negative margin, so the focus ring does not touch the first and last letters and the target stays a
 * little wider than the words; the size's padding above and below stays, for a target as tall as a
 * button's (docs/decisions/269-labels-and-fields-in-line.md).
 */
const textVariants: ReadonlySet<ButtonVariant> = new Set(['link', 'dangerLink']);
const textSides = '-mx-1 px-1';

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
    textVariants.has(variant) ? textSides : sizes[size].x,
    sizes[size].y,
    size === 'wide' && 'w-full',
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

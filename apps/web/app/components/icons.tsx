// The site's icons: one sprite file that browsers download once and keep (a hashed asset), each icon a
// `<use>` of one of its symbols, so a page's HTML carries a reference instead of the drawing and the server
// renders two elements per icon (docs/decisions/219-icon-sprite.md). Decorative: hidden from assistive
// technology; the control that holds one carries the accessible name.
import type { SVGProps } from 'react';
import spriteHref from './icon-sprite.svg';

/** Every symbol of the sprite, by its id. */
export const iconNames = [
  'arrow-up',
  'cart',
  'chat',
  'check',
  'chevron-down',
  'chip',
  'close',
  'download',
  'drop',
  'facebook',
  'form',
  'globe',
  'heart',
  'instagram',
  'leaf',
  'linkedin',
  'mail',
  'menu',
  'phone',
  'pin',
  'play',
  'ruler',
  'search',
  'sprout',
  'team',
  'trash',
  'user',
  'youtube',
] as const;

export type IconName = (typeof iconNames)[number];

/** One icon of the sprite, 20 px square unless told otherwise. */
export function Icon({
  name,
  width = 20,
  height = 20,
  ...props
}: Omit<SVGProps<SVGSVGElement>, 'children'> & { name: IconName }) {
  return (
    <svg width={width} height={height} aria-hidden="true" {...props}>
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}

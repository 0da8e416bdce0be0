import { describe, expect, it } from 'vitest';
import { buttonVariants, type ButtonSize } from '#app/components/ui/button';

const SIZES: ButtonSize[] = ['xs', 'sm', 'md', 'lg', 'wide'];
const sides = (classes: string) => classes.split(' ').filter((name) => /^-?(px|mx)-/.test(name));

describe('buttonVariants', () => {
  it.each(['link', 'dangerLink'] as const)(
    'lines a %s up with the text around it at every size: its side padding is taken back by its margin',
    (variant) => {
      for (const size of SIZES)
        expect(sides(buttonVariants({ variant, size })), size).toEqual(['-mx-1', 'px-1']);
    },
  );

  it('keeps the padding of its size on a button drawn as a button', () => {
    expect(sides(buttonVariants({ size: 'xs' }))).toEqual(['px-2']);
    expect(sides(buttonVariants({ variant: 'secondary', size: 'lg' }))).toEqual(['px-6']);
  });

  it('keeps the height of its size on every variant, for a target as tall as a button', () => {
    expect(buttonVariants({ variant: 'link', size: 'sm' }).split(' ')).toContain('py-2');
    expect(buttonVariants({ variant: 'primary', size: 'sm' }).split(' ')).toContain('py-2');
  });
});

// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from '#app/components/icons';
import sprite from '#app/components/icon-sprite.svg?raw';

describe('Icon', () => {
  it('draws every name it accepts from a symbol of the sprite, and the sprite has no symbol it cannot name', () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"/g)].map(
      (match) => match[1],
    );
    expect([...symbols].sort()).toEqual([...iconNames].sort());
  });

  it('is a reference to its symbol in the sprite, hidden from assistive technology, 20 px unless told', () => {
    const { container } = render(
      <>
        <Icon name="cart" />
        <Icon name="pin" width={16} height={16} className="text-leaf-700" />
      </>,
    );
    const [cart, pin] = [...container.querySelectorAll('svg')];
    expect(cart.getAttribute('aria-hidden')).toBe('true');
    expect([cart.getAttribute('width'), cart.getAttribute('height')]).toEqual(['20', '20']);
    expect(cart.querySelector('use')?.getAttribute('href')).toMatch(/icon-sprite.*\.svg#cart$/);
    expect(cart.children).toHaveLength(1);
    expect([pin.getAttribute('width'), pin.getAttribute('class')]).toEqual(['16', 'text-leaf-700']);
    expect(pin.querySelector('use')?.getAttribute('href')).toMatch(/#pin$/);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityControl } from '#app/components/quantity-control';

afterEach(cleanup);

describe('the quantity control', () => {
  it('keeps a step button focusable at its bound, said to be unavailable, and a press there does nothing', () => {
    render(<QuantityControl />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    const increase = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    expect(decrease.disabled).toBe(false);
    expect(decrease.getAttribute('aria-disabled')).toBe('true');
    decrease.focus();
    fireEvent.click(decrease);
    expect(quantity.value).toBe('1');
    expect(document.activeElement).toBe(decrease);
    fireEvent.click(increase);
    expect(quantity.value).toBe('2');
    expect(decrease.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.change(quantity, { target: { value: '99' } });
    increase.focus();
    fireEvent.click(increase);
    expect(quantity.value).toBe('99');
    expect(increase.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(increase);
  });
});

import { counterId, formatOrderNumber, orderYear } from './order-number';

describe('order numbers', () => {
  it('read like FA-2026-000123', () => {
    expect(formatOrderNumber(2026, 123)).toBe('FA-2026-000123');
    expect(formatOrderNumber(2026, 1234567)).toBe('FA-2026-1234567');
    expect(counterId(2026)).toBe('order-2026');
  });

  it('take the year in UAE time', () => {
    expect(orderYear(Date.parse('2026-12-31T19:59:59Z'))).toBe(2026);
    expect(orderYear(Date.parse('2026-12-31T20:00:00Z'))).toBe(2027);
  });
});

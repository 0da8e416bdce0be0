import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The way back from one record to its list (an order, a request, an address, a customer); the arrow turns
 * with the reading direction. `className` places it in its parent (`self-start` in a column).
 */
export function BackLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`${className ? `${className} ` : ''}font-semibold text-leaf-800 hover:underline`}
    >
      <span aria-hidden="true" className="inline-block rtl:rotate-180">
        ←
      </span>{' '}
      {children}
    </Link>
  );
}

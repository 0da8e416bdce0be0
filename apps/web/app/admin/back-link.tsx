import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way back from one record to its list (an order, a customer); the arrow turns with the page's direction. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="self-start font-semibold text-leaf-800 hover:underline">
      <span aria-hidden="true" className="inline-block rtl:rotate-180">
        ←
      </span>{' '}
      {children}
    </Link>
  );
}

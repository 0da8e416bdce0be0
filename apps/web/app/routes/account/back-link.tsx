import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The link from one order, request or address back to its list; the arrow turns with the reading direction. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-leaf-800 hover:underline">
      <span aria-hidden="true" className="inline-block rtl:rotate-180">
        ←
      </span>{' '}
      {children}
    </Link>
  );
}

import type { ReactNode } from 'react';

/** The white, bordered box of the admin screens and the shop's panels; its padding is the caller's. */
export const cardClass = 'rounded-xl border border-gray-200 bg-white';

/** A card named by its heading (a region a screen reader can jump to). */
export function Card({
  id,
  title,
  className = 'p-5',
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${cardClass} ${className}`}>
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

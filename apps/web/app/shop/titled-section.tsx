import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { textLinkClass } from '#app/components/ui/button';

/**
 * A section named by its own heading (aria-labelledby), so screen readers list it by that name: the
 * panels of the account area, checkout and the saved plan all take this shape.
 */
export function TitledSection({
  id,
  title,
  intro,
  className,
  headingClassName = 'text-xl font-bold text-gray-900',
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {intro && <p className="mt-1 text-gray-700">{intro}</p>}
      {children}
    </section>
  );
}

/** A paragraph holding one text link, the way out of a panel or form ("Manage addresses", "Back to sign in"). */
export function LinkLine({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <p className={className}>
      <Link to={to} className={textLinkClass}>
        {children}
      </Link>
    </p>
  );
}

import type { ReactNode } from 'react';

/** One settings form of the account area: a titled panel, narrow enough to read at any width. */
export function SettingsCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="max-w-xl rounded-xl border border-gray-200 bg-white p-5">
      <h2 id={id} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-gray-700">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

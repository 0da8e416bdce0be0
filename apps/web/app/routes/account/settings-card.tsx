import type { ReactNode } from 'react';
import { TitledSection } from '#app/shop/titled-section';

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
    <TitledSection
      id={id}
      title={title}
      intro={intro}
      className="max-w-xl rounded-xl border border-gray-200 bg-white p-5"
    >
      <div className="mt-4">{children}</div>
    </TitledSection>
  );
}

import type { ReactNode } from 'react';
import { TitledSection } from '#app/shop/titled-section';

/** A white panel of the account area, named by its heading (the overview's boxes, a request's history). */
export function AccountPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection
      id={id}
      title={title}
      className="rounded-xl border border-gray-200 bg-white p-5"
      headingClassName="text-lg font-bold text-gray-900"
    >
      <div className="mt-3">{children}</div>
    </TitledSection>
  );
}

import type { ReactNode } from 'react';

/**
 * The white card a public form sits in, under its h2 and a lead sentence. As a `landmark` the card itself is
 * the section the heading names; otherwise the caller's section around it is.
 */
export function FormPanel({
  titleId,
  title,
  intro,
  landmark,
  children,
}: {
  titleId: string;
  title: string;
  intro: string;
  landmark?: boolean;
  children: ReactNode;
}) {
  const Panel = landmark ? 'section' : 'div';
  return (
    <Panel
      aria-labelledby={landmark ? titleId : undefined}
      className="rounded-2xl border border-leaf-100 bg-white p-6 shadow-sm sm:p-8"
    >
      {/* Focusable by script: the focus comes back here once the form is sent (ReplyDialogs). */}
      <h2 id={titleId} tabIndex={-1} className="text-2xl font-bold text-gray-900">
        {title}
      </h2>
      <p className="mt-1 text-gray-700">{intro}</p>
      {children}
    </Panel>
  );
}

import type { ReactNode } from 'react';

/** The frame of every account screen: a centred card with the screen's heading and introduction. */
export function AccountCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-2xl border border-leaf-100 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-2 text-gray-700">{intro}</p>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

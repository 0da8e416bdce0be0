import type { ReactNode } from 'react';
import { useI18n } from '#app/i18n/context';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A policy or terms page: the title, an introduction, a list of its sections and the sections. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold text-gray-900 sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-gray-700">{intro}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-28 lg:self-start">
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-gray-700 uppercase">
            {t('legal.contents')}
          </h2>
          <ol className="mt-3 space-y-2 border-s-2 border-leaf-100 ps-4">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-leaf-800 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-28"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold text-gray-900">
                {section.title}
              </h2>
              <div className="mt-3 space-y-3 text-lg leading-relaxed text-gray-800">{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

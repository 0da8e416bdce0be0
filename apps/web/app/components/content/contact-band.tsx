import { Link } from 'react-router';

type ContactBandProps = { title: string; text: string; action: string; to?: string };

/** The closing call to action of a content page: one sentence and the way to reach us. */
export function ContactBand({ title, text, action, to = '/contact' }: ContactBandProps) {
  return (
    <section aria-labelledby="contact-band-title" className="mx-auto max-w-7xl px-4 py-16">
      <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-gradient-to-br from-leaf-700 to-leaf-900 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center">
        <div className="max-w-2xl">
          <h2 id="contact-band-title" className="text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-leaf-50">{text}</p>
        </div>
        <Link
          to={to}
          className="inline-flex shrink-0 items-center gap-2 rounded-full bg-sun-400 px-6 py-3 font-semibold text-gray-900 hover:bg-white"
        >
          {action}{' '}
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            →
          </span>
        </Link>
      </div>
    </section>
  );
}

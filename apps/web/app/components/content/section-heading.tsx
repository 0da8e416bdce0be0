import { Link } from 'react-router';

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  text?: string;
  /** 'light' on dark bands. */
  tone?: 'dark' | 'light';
};

/** The heading block of a page section: a small eyebrow line, the h2 and an optional lead sentence. */
export function SectionHeading({ id, eyebrow, title, text, tone = 'dark' }: SectionHeadingProps) {
  const light = tone === 'light';
  return (
    <div className="max-w-2xl">
      {eyebrow && (
        <p
          className={`text-sm font-semibold tracking-wide uppercase ${light ? 'text-sun-400' : 'text-leaf-700'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold text-balance sm:text-4xl ${light ? 'text-white' : 'text-gray-900'}`}
      >
        {title}
      </h2>
      {text && <p className={`mt-4 text-lg ${light ? 'text-leaf-50' : 'text-gray-700'}`}>{text}</p>}
    </div>
  );
}

/** A section's heading with the way to the whole list at its end (under it when the line is too narrow). */
export function SectionHeadingWithLink({
  to,
  linkLabel,
  ...heading
}: SectionHeadingProps & { to: string; linkLabel: string }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <SectionHeading {...heading} />
      <Link to={to} className="font-semibold text-leaf-700 underline-offset-4 hover:underline">
        {linkLabel}
      </Link>
    </div>
  );
}

import type { PostSummary } from '@farm/contract';
import { Link } from 'react-router';
import { SizedPicture } from '#app/components/content/sized-picture';
import { Written } from '#app/components/ui/written';

/** A post with its date already written out in the page's language. */
export type PostCardView = Omit<PostSummary, 'author'> & { date: string };

/** A blog post in a list: cover, date, title (the link, covering the card) and excerpt. */
export function PostCard({
  post,
  cta,
  headingLevel: Heading = 'h2',
}: {
  post: PostCardView;
  cta: string;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-leaf-100 hover:shadow-md has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-leaf-700">
      <SizedPicture
        image={post.cover}
        alt=""
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-gray-700">
          <time dateTime={post.publishedAt}>{post.date}</time>
        </p>
        <Heading className="mt-2 text-xl font-semibold text-gray-900">
          <Link
            to={`/blog-details/${encodeURIComponent(post.slug)}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            <Written text={post.title} />
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-gray-700">
          <Written text={post.excerpt} />
        </p>
        <p aria-hidden="true" className="mt-5 font-semibold text-leaf-700">
          {cta} <span className="inline-block rtl:rotate-180">→</span>
        </p>
      </div>
    </article>
  );
}

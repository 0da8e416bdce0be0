import { createElement, type ReactNode } from 'react';
import { Link } from 'react-router';

/** An element as scripts/bare-react-router.mjs reads it from a page's HTML: tag, React props, children. */
export type PageNode = string | [tag: string, props: Record<string, unknown>, children: PageNode[]];

/** The page this process answers, set by scripts/bare-react-router.mjs before it loads the build. */
export type BarePage = { head: PageNode[]; body: PageNode[]; data: unknown };

export const page: BarePage = (globalThis as { barePage?: BarePage }).barePage ?? {
  head: [],
  body: [],
  data: null,
};

/** The elements again, with the page's own links (a path of this site) as React Router's `<Link>`, as the app has them. */
export function render(node: PageNode, key?: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, kids] = node;
  const children = kids.length > 0 ? kids.map((kid, i) => render(kid, i)) : undefined;
  const { href, ...rest } = props;
  if (tag === 'a' && typeof href === 'string' && href.startsWith('/')) {
    return createElement(Link, { key, to: href, ...rest }, children);
  }
  return createElement(tag, { key, ...props }, children);
}

import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Admins may mix a little HTML into a post (a <br>, an <abbr>), so markdown-it passes raw HTML through and
// sanitize-html then keeps only what a post needs (docs/decisions/054-blog-markdown.md).
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false });

/** The page's title is the post's h1, so a post's own headings start one level below. */
const headingLevel: Record<string, string> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4' };

const isExternal = (href: string | undefined) => Boolean(href && /^https?:/i.test(href));

const policy: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'b',
    'i',
    's',
    'del',
    'sub',
    'sup',
    'abbr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    abbr: ['title'],
    ol: ['start'],
    th: ['scope'],
  },
  // No `javascript:`, `data:` or `vbscript:` anywhere; pictures only from this site (relative URLs), which
  // also keeps posts within the page's Content-Security-Policy.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Every attribute not listed (onclick, onerror, style...) is dropped; script and style lose their content.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    ...Object.fromEntries(
      Object.entries(headingLevel).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {})]),
    ),
    a: (tagName, attribs) => ({
      tagName,
      attribs: isExternal(attribs.href)
        ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' }
        : { ...attribs, rel: attribs.rel ?? '', target: '' },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  // A picture whose source was refused is dropped rather than left as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** A post's Markdown as HTML that is safe to insert into a page: no scripts, handlers or `javascript:` links. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), policy).trim();
}

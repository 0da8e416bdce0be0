// English texts of the content pages: home, about, segments, gallery, blog, policies, terms.
// Figures come in as parameters from the contract's MARKETING and TERMS constants, never retyped here.
export const contentEn = {
  'nav.blog': 'Blog',
  'content.readMore': 'Read more',
  'content.contactCta': 'Talk to our team',

  'home.hero.title2': 'Fresh food, grown where you live',
  'home.hero.lead':
    'We design, build and look after hydroponic, aquaponic and aeroponic farms for homes, businesses, industry and schools across the Emirates, with up to {water}% less water and a harvest every {days} days.',
  'home.hero.primary': 'Plan your farm',
  'home.hero.secondary': 'Shop growing kits',
  'home.hero.badge': 'Pesticide-free, all year round',
  'home.segments.eyebrow': 'Who we grow for',
  'home.segments.title': 'A farm for every kind of space',
  'home.segments.text':
    'From a balcony in Dubai Marina to a warehouse in Jebel Ali, we size each system to the space, the crop and the budget.',
  'home.tech.eyebrow': 'How we grow',
  'home.tech.title': 'Three ways to grow without soil',
  'home.tech.more': 'About {name}',
  'home.gallery.eyebrow': 'From our farms',
  'home.gallery.title': 'Recent projects',
  'home.gallery.all': 'View the gallery',
  'home.featured.eyebrow': 'From the shop',
  'home.blog.title': 'From the blog',
  'home.blog.all': 'All articles',
  'home.cta.title': 'Ready to grow your own?',
  'home.cta.text':
    'Tell us about your space and we will propose a system, a harvest plan and a {min}-{max} month return-on-investment model.',

  'gallery.meta.title': 'Gallery',
  'gallery.meta.description':
    'Pictures of the vertical farms, greenhouses, aquaponic systems and school farms we have built across the UAE.',
  'gallery.title': 'Gallery',
  'gallery.lead': 'Farms we have designed, built and look after across the Emirates.',
  'gallery.empty': 'Pictures of our projects will appear here soon.',
  'gallery.loadMore': 'Load more',
  'gallery.shown.one': 'Showing {shown} of {count} picture',
  'gallery.shown.other': 'Showing {shown} of {count} pictures',

  'blog.meta.title': 'Blog',
  'blog.meta.pageTitle': 'Blog, page {page}',
  'blog.meta.description':
    'Articles on hydroponics, aquaponics, aeroponics and running an indoor farm in the UAE.',
  'blog.title': 'Blog',
  'blog.lead': 'Guides and stories about growing food without soil in the Emirates.',
  'blog.empty': 'No articles have been published yet.',
  'blog.by': 'By {author}',
  'blog.back': 'All articles',

  'planner.home.title': 'Plan your farm before you enquire',
  'planner.home.text':
    'See what your space could grow, how much water it would save, what it would cost and when it would pay back.',
  'planner.home.cta': 'Open the farm planner',
} as const;

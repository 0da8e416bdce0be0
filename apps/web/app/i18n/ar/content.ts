import type { ArabicPluralForms } from '#app/i18n/en/catalogue';
import type { contentEn } from '#app/i18n/en/content';

// Arabic texts of the content pages: the same keys as en/content.ts (the type demands every one), plus
// Arabic's extra plural forms.
export const contentAr: Record<keyof typeof contentEn, string> & Partial<Record<ArabicPluralForms, string>> =
  {
    'nav.blog': 'المدونة',
    'content.readMore': 'اقرأ المزيد',
    'content.contactCta': 'تحدث إلى فريقنا',

    'home.hero.title2': 'غذاء طازج يُزرع حيث تعيش',
    'home.hero.lead':
      'نصمم ونبني ونرعى مزارع الزراعة المائية والسمكية والهوائية للمنازل والشركات والمصانع والمدارس في أنحاء الإمارات، بمياه أقل بنسبة تصل إلى {water}% وحصاد كل {days} يومًا.',
    'home.hero.primary': 'خطط لمزرعتك',
    'home.hero.secondary': 'تسوّق أطقم الزراعة',
    'home.hero.badge': 'بلا مبيدات، طوال العام',
    'home.segments.eyebrow': 'لمن نزرع',
    'home.segments.title': 'مزرعة لكل نوع من المساحات',
    'home.segments.text':
      'من شرفة في دبي مارينا إلى مستودع في جبل علي، نصمم كل نظام على قدر المساحة والمحصول والميزانية.',
    'home.tech.eyebrow': 'كيف نزرع',
    'home.tech.title': 'ثلاث طرق للزراعة بلا تربة',
    'home.tech.more': 'عن {name}',
    'home.gallery.eyebrow': 'من مزارعنا',
    'home.gallery.title': 'مشاريع حديثة',
    'home.gallery.all': 'عرض معرض الصور',
    'home.featured.eyebrow': 'من المتجر',
    'home.blog.title': 'من المدونة',
    'home.blog.all': 'جميع المقالات',
    'home.cta.title': 'هل أنت مستعد لتزرع بنفسك؟',
    'home.cta.text':
      'أخبرنا عن مساحتك وسنقترح عليك نظامًا وخطة حصاد ونموذجًا للعائد على الاستثمار خلال {min} إلى {max} شهرًا.',

    'gallery.meta.title': 'معرض الصور',
    'gallery.meta.description':
      'صور المزارع العمودية والبيوت المحمية وأنظمة الزراعة السمكية والمزارع المدرسية التي بنيناها في أنحاء الإمارات.',
    'gallery.title': 'معرض الصور',
    'gallery.lead': 'مزارع صممناها وبنيناها ونرعاها في أنحاء الإمارات.',
    'gallery.empty': 'ستظهر صور مشاريعنا هنا قريبًا.',
    'gallery.loadMore': 'تحميل المزيد',
    'gallery.shown.zero': 'عرض {shown} من أصل {count} صورة',
    'gallery.shown.one': 'عرض {shown} من أصل صورة واحدة',
    'gallery.shown.two': 'عرض {shown} من أصل صورتين',
    'gallery.shown.few': 'عرض {shown} من أصل {count} صور',
    'gallery.shown.many': 'عرض {shown} من أصل {count} صورة',
    'gallery.shown.other': 'عرض {shown} من أصل {count} صورة',

    'blog.meta.title': 'المدونة',
    'blog.meta.pageTitle': 'المدونة، الصفحة {page}',
    'blog.meta.description': 'مقالات عن الزراعة المائية والسمكية والهوائية وإدارة مزرعة داخلية في الإمارات.',
    'blog.title': 'المدونة',
    'blog.lead': 'أدلة وقصص عن زراعة الغذاء بلا تربة في الإمارات.',
    'blog.empty': 'لم تُنشر أي مقالات بعد.',
    'blog.by': 'بقلم {author}',
    'blog.back': 'جميع المقالات',

    'planner.home.title': 'خطط لمزرعتك قبل أن تستفسر',
    'planner.home.text': 'اعرف ما يمكن لمساحتك أن تزرعه، وكم من المياه ستوفّر، وكم ستكلّف، ومتى تسترد تكلفتها.',
    'planner.home.cta': 'افتح مخطط المزرعة',
  };

import { MARKETING } from '@farm/contract';
import { type Language, translate } from '#app/i18n/messages';
import { arabicDays } from '#app/lib/magazine-texts.server';

/**
 * The Future Farmers leaflet's words in each language (docs/decisions/183-arabic-pdfs.md). Like the
 * magazine's, they are the server's alone, so they live here rather than in the catalogues sent to
 * browsers; the Arabic reuses the site's own words for the brand, the programme's name and the banner's
 * headings ("what a school receives, what pupils learn and how to join"). Figures come from MARKETING.
 */
export interface SchoolProgrammeTexts {
  title: string;
  subject: string;
  author: string;
  /** The small line above the title on the green band. */
  kicker: string;
  intro: string;
  receivesHeading: string;
  receives: string[];
  learnHeading: string;
  learn: string[];
  joinHeading: string;
  join: string;
}

const { waterSavingPercent, harvestCycleDays } = MARKETING;

const english: SchoolProgrammeTexts = {
  title: 'Future Farmers from the school',
  subject: 'Sustainable indoor farming in the UAE',
  author: 'GreenGrow Farms',
  kicker: 'GREENGROW FARMS SCHOOL PROGRAMME',
  intro:
    'A hands-on programme that brings a working hydroponic farm into the classroom. Pupils plant, measure, harvest and share their own crops across one school year.',
  receivesHeading: 'What the school receives',
  receives: [
    'A classroom grow cart with lights, sized for your space, installed and maintained.',
    'Lesson plans for grades 3 to 9 linking biology, chemistry, mathematics and sustainability.',
    'Seeds, nutrients and pH kits for the whole year.',
    'Teacher training and a visit from our agronomists every term.',
  ],
  learnHeading: 'What pupils learn',
  learn: [
    'Biology: germination, roots and photosynthesis, seen every day.',
    'Chemistry: pH and nutrient strength, measured and logged.',
    `Mathematics: growth charts, harvest weights and a ${harvestCycleDays}-day crop cycle.`,
    `Sustainability: why the system uses up to ${waterSavingPercent}% less water than a field.`,
  ],
  joinHeading: 'How to join',
  join: 'Send an enquiry from the Institutional page of our website. We visit the school, agree the space and the timetable with you, and install the cart before the term starts.',
};

function arabic(): SchoolProgrammeTexts {
  const t = (key: string) => translate('ar', key);
  const brand = t('brand.name');
  return {
    title: t('segment.institutional.bannerTitle'),
    subject: t('brand.tagline'),
    author: brand,
    kicker: `البرنامج المدرسي ل${brand}`,
    intro:
      'برنامج عملي يُدخل مزرعة زراعة مائية عاملة إلى الفصل. يزرع التلاميذ محاصيلهم بأنفسهم، ويقيسون نموها ويحصدونها ويتشاركونها على مدى عام دراسي كامل.',
    receivesHeading: 'ما تحصل عليه المدرسة',
    receives: [
      'عربة زراعة مزوّدة بالإضاءة للفصل، بمقاس يناسب مساحتك، نركّبها ونتولّى صيانتها.',
      'خطط دروس للصفوف من 3 إلى 9 تربط الأحياء بالكيمياء والرياضيات والاستدامة.',
      'البذور والمغذيات وأطقم قياس درجة الحموضة (pH) للعام الدراسي كله.',
      'تدريب المعلمين، وزيارة من مهندسينا الزراعيين كل فصل دراسي.',
    ],
    learnHeading: 'ما يتعلمه التلاميذ',
    learn: [
      'الأحياء: الإنبات والجذور والتمثيل الضوئي، يشاهدونها كل يوم.',
      'الكيمياء: درجة الحموضة (pH) وتركيز المغذيات، يقيسونهما ويسجّلونهما.',
      `الرياضيات: منحنيات النمو وأوزان الحصاد ودورة محصول مدتها ${arabicDays(harvestCycleDays)}.`,
      `الاستدامة: لماذا يستهلك النظام مياهًا أقل بنسبة تصل إلى ${waterSavingPercent}% مقارنة بالحقل المفتوح.`,
    ],
    joinHeading: 'كيفية الانضمام',
    join: 'أرسل إلينا استفسارًا من صفحة المؤسسات في موقعنا الإلكتروني. نزور المدرسة، ونتفق معك على المساحة والجدول الزمني، ونركّب العربة قبل بداية الفصل الدراسي.',
  };
}

export function schoolProgrammeTexts(lang: Language): SchoolProgrammeTexts {
  return lang === 'ar' ? arabic() : english;
}

import { MARKETING, TERMS } from '@farm/contract';
import { type Language, translate } from '#app/i18n/messages';

/**
 * The magazine's words in each language. They are the server's alone (the pages never show them), so they
 * live here rather than in the catalogues sent to browsers; where the site already says the same sentence,
 * its catalogue entry is used. Every figure comes from MARKETING and TERMS, as on the site.
 */
export interface MagazineTexts {
  title: string;
  subject: string;
  author: string;
  masthead: string;
  cover: { issue: string; title: string; lead: string; footer: string };
  about: {
    label: string;
    heading: string;
    intro: string;
    figures: [value: string, label: string][];
    whoHeading: string;
    who: string[];
    whyHeading: string;
    why: string[];
  };
  technologies: {
    label: string;
    heading: string;
    systems: [name: string, text: string][];
    closing: string;
  };
  working: {
    label: string;
    heading: string;
    steps: [title: string, text: string][];
    termsHeading: string;
    terms: string[];
    callHeading: string;
    call: string;
  };
}

const { launchYear, planYear, waterSavingPercent, harvestCycleDays, maintenanceProgrammeMonths } = MARKETING;
const roi = MARKETING.returnOnInvestmentMonths;

const english: MagazineTexts = {
  title: 'GreenGrow Farms Magazine: Growing the Emirates',
  subject: 'Sustainable indoor farming in the UAE',
  author: 'GreenGrow Farms',
  masthead: 'GreenGrow Farms Magazine',
  cover: {
    issue: `ISSUE ${launchYear}`,
    title: 'Growing the Emirates',
    lead: 'Hydroponic, aquaponic and aeroponic farms for homes, businesses, industry and schools across the UAE.',
    footer: 'GreenGrow Farms  ·  Dubai, United Arab Emirates',
  },
  about: {
    label: 'About us',
    heading: 'Fresh food, grown where you live',
    intro: `We design, build and look after soil-free farms that suit the desert climate. We launch in ${launchYear} with a plan to ${planYear}: a farm within reach of every home, business and school in the country.`,
    figures: [
      [`${waterSavingPercent}%`, 'less water than open-field farming'],
      [`${harvestCycleDays} days`, 'from planting to harvest'],
      [`${maintenanceProgrammeMonths} months`, 'maintenance programme'],
      [`${roi.min}-${roi.max} months`, 'return on investment for commercial farms'],
    ],
    whoHeading: 'Who we grow for',
    who: [
      'Residential: countertop kits, balcony towers and villa or rooftop farms.',
      'Commercial: herb walls, in-store micro-farms and grow rooms for restaurants and retailers.',
      'Industrial: container and warehouse farms with climate control and automation.',
      'Institutional: learning farms for schools, therapy gardens and community farms.',
    ],
    whyHeading: 'Why customers choose us',
    why: [
      'Pesticide-free produce grown in clean, controlled rooms.',
      `A harvest every ${harvestCycleDays} days, all year round.`,
      `Every new grower completes a ${MARKETING.probationMonths}-month probation before leading a site.`,
    ],
  },
  technologies: {
    label: 'How we grow',
    heading: 'Three ways to grow without soil',
    systems: [
      [
        'Hydroponics',
        'Plants grow in a recirculating film of nutrient water in food-grade channels. Ideal for lettuce, herbs, strawberries and fruiting vegetables.',
      ],
      [
        'Aquaponics',
        'Fish and plants share one loop: fish waste feeds the plants, and the plants clean the water. Suited to tilapia and leafy greens.',
      ],
      [
        'Aeroponics',
        'Roots hang in the air and are fed by a fine nutrient mist: the most oxygen, the least water and the fastest growth.',
      ],
    ],
    closing:
      'Not sure which system suits your space? A site visit tells us your space, water, power and the crops you want, and our proposal recommends one.',
  },
  working: {
    label: 'Working with us',
    heading: 'From site visit to harvest',
    steps: [
      ['Listen', 'A site visit to understand your space, water, power and goals.'],
      [
        'Design',
        `A system, a crop plan and a costed proposal, valid for ${TERMS.proposalValidityDays} days.`,
      ],
      ['Build', 'Installation, commissioning and training for the people who will run it.'],
      [
        'Care',
        `Our ${maintenanceProgrammeMonths}-month maintenance programme: visits, monitoring and repairs.`,
      ],
    ],
    termsHeading: 'Project terms in brief',
    terms: [
      `Proposals are valid for ${TERMS.proposalValidityDays} days.`,
      `Payments: ${TERMS.paymentSchedule.map((stage) => `${stage.percent}% ${stage.label.toLowerCase()}`).join(', ')}.`,
      'Payments are non-refundable once work begins.',
      `Systems carry a ${TERMS.warrantyMonths}-month limited warranty.`,
      'Annual maintenance contracts are charged separately.',
    ],
    callHeading: 'Ready to grow your own?',
    call: 'Send us an enquiry from our website and we will arrange a site visit.',
  },
};

/** A count of days or months as Arabic words it: three to ten take the plural, eleven and more the singular. */
function arabicCount(count: number, plural: string, singular: string): string {
  return `${count} ${count >= 3 && count <= 10 ? plural : singular}`;
}
const arabicMonths = (count: number) => arabicCount(count, 'أشهر', 'شهرًا');
export const arabicDays = (count: number) => arabicCount(count, 'أيام', 'يومًا');

function arabic(): MagazineTexts {
  const t = (key: string, params?: Record<string, string | number>) => translate('ar', key, params);
  return {
    title: 'مجلة مزارع جرين جرو: نزرع الإمارات',
    subject: t('brand.tagline'),
    author: t('brand.name'),
    masthead: `مجلة ${t('brand.name')}`,
    cover: {
      issue: `إصدار ${launchYear}`,
      title: 'نزرع الإمارات',
      lead: 'مزارع بالزراعة المائية والأكوابونيك والزراعة الهوائية للمنازل والشركات والمصانع والمدارس في أنحاء الإمارات.',
      footer: `${t('brand.name')}  ·  دبي، الإمارات العربية المتحدة`,
    },
    about: {
      label: 'من نحن',
      heading: 'غذاء طازج يُزرع حيث تعيش',
      intro: `نصمّم مزارع بلا تربة تلائم المناخ الصحراوي، ونبنيها ونعتني بها. ننطلق في ${launchYear} بخطة تمتد حتى ${planYear}: مزرعة في متناول كل منزل وشركة ومدرسة في الدولة.`,
      figures: [
        [`${waterSavingPercent}%`, 'مياه أقل من الزراعة في الحقول المفتوحة'],
        [arabicDays(harvestCycleDays), 'من الزراعة إلى الحصاد'],
        [arabicMonths(maintenanceProgrammeMonths), 'برنامج الصيانة'],
        [`${roi.min}-${roi.max} شهرًا`, 'لاسترداد الاستثمار في المزارع التجارية'],
      ],
      whoHeading: 'لمن نزرع',
      who: [
        'المنازل: أطقم للطاولة وأبراج للشرفات ومزارع للفلل والأسطح.',
        'الشركات: جدران أعشاب ومزارع صغيرة داخل المتاجر وغرف زراعة للمطاعم ومتاجر التجزئة.',
        'الصناعة: مزارع في الحاويات والمستودعات مع التحكم في المناخ والأتمتة.',
        'المؤسسات: مزارع تعليمية للمدارس وحدائق علاجية ومزارع مجتمعية.',
      ],
      whyHeading: 'لماذا يختارنا عملاؤنا',
      why: [
        'محاصيل خالية من المبيدات تُزرع في غرف نظيفة ومحكومة.',
        `حصاد كل ${arabicDays(harvestCycleDays)}، طوال العام.`,
        `يُكمل كل مزارع جديد فترة تجربة مدتها ${arabicMonths(MARKETING.probationMonths)} قبل أن يتولى إدارة موقع.`,
      ],
    },
    technologies: {
      label: 'كيف نزرع',
      heading: 'ثلاث طرق للزراعة بلا تربة',
      systems: [
        [
          'الزراعة المائية',
          'تنمو النباتات في طبقة رقيقة من الماء المغذّي تدور باستمرار في قنوات آمنة للغذاء. مثالية للخس والأعشاب والفراولة والخضار المثمرة.',
        ],
        [
          'الأكوابونيك',
          'تتشارك الأسماك والنباتات دورة واحدة: فضلات الأسماك تغذّي النباتات، والنباتات تنقّي الماء. تناسب البلطي والخضار الورقية.',
        ],
        [
          'الزراعة الهوائية',
          'تتدلّى الجذور في الهواء وتتغذّى برذاذ مغذٍّ ناعم: أكبر قدر من الأكسجين، وأقل قدر من الماء، وأسرع نمو.',
        ],
      ],
      closing:
        'لست متأكدًا من النظام الذي يناسب مساحتك؟ تعرّفنا الزيارة الميدانية إلى مساحتك والمياه والكهرباء والمحاصيل التي تريدها، ويوصي عرضنا بالنظام الأنسب لك.',
    },
    working: {
      label: 'العمل معنا',
      heading: 'من الزيارة الميدانية إلى الحصاد',
      steps: [
        [t('about.approach.listen.title'), 'زيارة ميدانية لفهم مساحتك والمياه والكهرباء وأهدافك.'],
        [
          t('about.approach.design.title'),
          t('about.approach.design.text', { days: TERMS.proposalValidityDays }),
        ],
        [t('about.approach.build.title'), t('about.approach.build.text')],
        [
          t('about.approach.care.title'),
          `برنامج الصيانة لدينا لمدة ${arabicMonths(maintenanceProgrammeMonths)}: زيارات ومراقبة وإصلاحات.`,
        ],
      ],
      termsHeading: 'شروط المشروع باختصار',
      terms: [
        `يسري العرض لمدة ${arabicDays(TERMS.proposalValidityDays)}.`,
        `الدفعات: ${TERMS.paymentSchedule.map((stage) => `${stage.percent}% ${t(`terms.payment.${stage.stage}`)}`).join('، ')}.`,
        t('terms.refund.text'),
        `تتمتع الأنظمة بضمان محدود لمدة ${arabicMonths(TERMS.warrantyMonths)}.`,
        'تُحتسب عقود الصيانة السنوية بشكل منفصل.',
      ],
      callHeading: 'هل أنت مستعد لتزرع بنفسك؟',
      call: 'أرسل إلينا استفسارًا من موقعنا الإلكتروني وسنرتّب لك زيارة ميدانية.',
    },
  };
}

export function magazineTexts(lang: Language): MagazineTexts {
  return lang === 'ar' ? arabic() : english;
}

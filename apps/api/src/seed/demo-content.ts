import type { FarmScene } from './art/farm-scenes';

export interface DemoGalleryItem {
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  picture: FarmScene;
}

export interface DemoPost {
  slug: string;
  title: string;
  titleAr: string;
  excerpt: string;
  excerptAr: string;
  body: string;
  bodyAr: string;
  author: string;
  authorAr: string;
  /** ISO date of publication. */
  publishedAt: string;
  picture: FarmScene;
}

const landscape = { width: 1200, height: 900 };
const portrait = { width: 900, height: 1200 };
const square = { width: 1000, height: 1000 };
const wide = { width: 1200, height: 760 };

/**
 * The demo gallery, newest first: more than one page of ten, so 'Load more' can be tried. Pictures come in
 * four shapes so the masonry grid has uneven columns, as real photographs would give it.
 */
export const demoGallery: DemoGalleryItem[] = [
  {
    title: 'Vertical farm, Al Quoz',
    titleAr: 'مزرعة عمودية، القوز',
    description: 'Four tiers of butterhead lettuce under full-spectrum LEDs, harvested every 45 days.',
    descriptionAr: 'أربعة طوابق من الخس الزبدي تحت إضاءة LED كاملة الطيف، تُحصد كل 45 يومًا.',
    picture: { scene: 'vertical-farm', ...landscape },
  },
  {
    title: 'Strawberry towers',
    titleAr: 'أبراج الفراولة',
    description: 'Drip-ring towers growing strawberries through the winter season in Al Ain.',
    descriptionAr: 'أبراج بحلقات تنقيط تزرع الفراولة طوال موسم الشتاء في العين.',
    picture: { scene: 'strawberry-towers', ...portrait },
  },
  {
    title: 'Greenhouses at dusk',
    titleAr: 'بيوت محمية عند الغروب',
    description: 'Cooled tunnel greenhouses on a farm outside Dubai, shaded against the afternoon sun.',
    descriptionAr: 'بيوت محمية نفقية مبرّدة في مزرعة خارج دبي، مظللة من شمس العصر.',
    picture: { scene: 'desert-greenhouse', ...wide },
  },
  {
    title: 'Aquaponics at a villa',
    titleAr: 'زراعة سمكية في فيلا',
    description: 'Tilapia below, basil and lettuce above: one loop feeding a family kitchen.',
    descriptionAr: 'البلطي في الأسفل والريحان والخس في الأعلى: دورة واحدة تغذي مطبخ العائلة.',
    picture: { scene: 'aquaponics-tank', ...square },
  },
  {
    title: 'Microgreens for a hotel kitchen',
    titleAr: 'خضروات دقيقة لمطبخ فندق',
    description: 'Pea shoots, radish and sunflower microgreens, ready seven days after sowing.',
    descriptionAr: 'براعم البازلاء والفجل ودوار الشمس، جاهزة بعد سبعة أيام من الزراعة.',
    picture: { scene: 'microgreen-trays', ...portrait },
  },
  {
    title: 'Rooftop farm, Business Bay',
    titleAr: 'مزرعة على السطح، الخليج التجاري',
    description: 'Raised beds on an office roof supply the building’s café with salad greens.',
    descriptionAr: 'أحواض مرتفعة على سطح مبنى مكاتب تمد مقهى المبنى بخضروات السلطة.',
    picture: { scene: 'rooftop-farm', ...landscape },
  },
  {
    title: 'Container farm commissioning',
    titleAr: 'تشغيل مزرعة حاوية',
    description: 'A 40 ft container farm on its first day, racks planted and climate control running.',
    descriptionAr: 'مزرعة حاوية بطول 40 قدمًا في يومها الأول، الرفوف مزروعة والتحكم بالمناخ يعمل.',
    picture: { scene: 'container-farm', ...wide },
  },
  {
    title: 'Future Farmers classroom',
    titleAr: 'فصل مزارعو المستقبل',
    description: 'Grade 5 pupils checking root growth on their classroom hydro cart.',
    descriptionAr: 'تلاميذ الصف الخامس يتفقدون نمو الجذور في عربة الزراعة المائية بفصلهم.',
    picture: { scene: 'classroom-farm', ...landscape },
  },
  {
    title: 'Morning harvest',
    titleAr: 'حصاد الصباح',
    description: 'Lettuce, mint and basil picked at 7 am and on restaurant tables by lunch.',
    descriptionAr: 'خس ونعناع وريحان يُقطف في السابعة صباحًا ويصل إلى موائد المطاعم وقت الغداء.',
    picture: { scene: 'harvest-crate', ...square },
  },
  {
    title: 'NFT greenhouse, Sharjah',
    titleAr: 'بيت محمي بتقنية NFT، الشارقة',
    description: 'Thirty-metre nutrient film channels producing 12,000 heads of lettuce a month.',
    descriptionAr: 'قنوات غشاء مغذٍّ بطول ثلاثين مترًا تنتج 12,000 رأس خس شهريًا.',
    picture: { scene: 'nft-rows', ...portrait },
  },
  {
    title: 'Research racks',
    titleAr: 'رفوف البحث',
    description: 'Trial beds with tunable light for a university plant-science project.',
    descriptionAr: 'أحواض تجارب بإضاءة قابلة للضبط لمشروع جامعي في علوم النبات.',
    picture: { scene: 'vertical-farm', ...portrait },
  },
  {
    title: 'Community farm, Ajman',
    titleAr: 'مزرعة مجتمعية، عجمان',
    description: 'Neighbours share raised hydroponic beds and a weekly harvest day.',
    descriptionAr: 'يتشارك الجيران أحواض زراعة مائية مرتفعة ويومًا أسبوعيًا للحصاد.',
    picture: { scene: 'rooftop-farm', ...square },
  },
  {
    title: 'Herbs for a Fujairah restaurant',
    titleAr: 'أعشاب لمطعم في الفجيرة',
    description: 'Basil, coriander and parsley grown next door to the kitchen that uses them.',
    descriptionAr: 'ريحان وكزبرة وبقدونس تُزرع بجوار المطبخ الذي يستخدمها.',
    picture: { scene: 'harvest-crate', ...wide },
  },
  {
    title: 'Fish tanks at a school farm',
    titleAr: 'خزانات الأسماك في مزرعة مدرسية',
    description: 'Pupils measure ammonia and pH each morning before feeding the fish.',
    descriptionAr: 'يقيس التلاميذ الأمونيا والحموضة كل صباح قبل إطعام الأسماك.',
    picture: { scene: 'aquaponics-tank', ...landscape },
  },
];

const AUTHOR = 'GreenGrow Farms team';
const AUTHOR_AR = 'فريق مزارع جرين جرو';

/** Published posts about the company's systems, newest first, in both languages. */
export const demoPosts: DemoPost[] = [
  {
    slug: 'how-hydroponics-saves-water-in-the-uae',
    title: 'How hydroponics saves up to 95% of water in the UAE',
    titleAr: 'كيف توفر الزراعة المائية ما يصل إلى 95% من المياه في الإمارات',
    excerpt:
      'Recirculating nutrient water instead of irrigating soil is what lets a farm grow more food with a fraction of the water.',
    excerptAr:
      'إعادة تدوير المحلول المغذي بدلًا من ري التربة هي ما يتيح للمزرعة إنتاج غذاء أكثر بجزء يسير من المياه.',
    author: AUTHOR,
    authorAr: AUTHOR_AR,
    publishedAt: '2025-11-18T08:00:00.000Z',
    picture: { scene: 'nft-rows', ...landscape },
    body: `In open fields, most irrigation water never reaches a plant: it evaporates in the heat or drains below the roots. A hydroponic system keeps water in a **closed loop**, so the plants drink almost all of it.

## Where the water goes

- **Evaporation** is cut by covered channels and reservoirs.
- **Drainage** disappears: the nutrient solution flows back to the tank.
- **Transpiration** is what is left, and that is water the plants actually use.

## What it means for a farm

A nutrient film technique (NFT) system growing lettuce uses up to 95% less water than the same crop in soil, and it harvests every 45 days, all year round.

| Crop | Soil (L per kg) | NFT (L per kg) |
| --- | --- | --- |
| Lettuce | 250 | 20 |
| Basil | 300 | 25 |

Thinking about your own system? [Browse our hydroponic kits](/products) or [ask us for a site visit](/contact).`,
    bodyAr: `في الحقول المفتوحة لا تصل معظم مياه الري إلى النبات: فهي تتبخر في الحر أو تتسرب تحت الجذور. أما نظام الزراعة المائية فيُبقي الماء في **دورة مغلقة**، فتشرب النباتات معظمه.

## أين تذهب المياه

- **التبخر** يقل بفضل القنوات والخزانات المغطاة.
- **التسرب** يختفي: يعود المحلول المغذي إلى الخزان.
- **النتح** هو ما يتبقى، وهو ماء تستخدمه النباتات فعلًا.

## ماذا يعني ذلك للمزرعة

يستهلك نظام الغشاء المغذي (NFT) لزراعة الخس مياهًا أقل بنسبة تصل إلى 95% من المحصول نفسه في التربة، ويُحصد كل 45 يومًا طوال العام.

| المحصول | التربة (لتر لكل كغ) | NFT (لتر لكل كغ) |
| --- | --- | --- |
| الخس | 250 | 20 |
| الريحان | 300 | 25 |

هل تفكر في نظامك الخاص؟ [تصفح أطقم الزراعة المائية](/products) أو [اطلب زيارة ميدانية](/contact).`,
  },
  {
    slug: 'aquaponics-explained',
    title: 'Aquaponics explained: fish, plants and one loop',
    titleAr: 'الزراعة السمكية المائية ببساطة: أسماك ونباتات ودورة واحدة',
    excerpt:
      'Fish feed the plants and the plants clean the water. Here is how a home aquaponics system stays in balance.',
    excerptAr:
      'الأسماك تغذي النباتات والنباتات تنقي الماء. إليك كيف يبقى نظام الزراعة السمكية المنزلي متوازنًا.',
    author: AUTHOR,
    authorAr: AUTHOR_AR,
    publishedAt: '2025-10-02T08:00:00.000Z',
    picture: { scene: 'aquaponics-tank', ...landscape },
    body: `Aquaponics joins two old ideas: raising fish and growing plants without soil. The fish tank and the grow bed share one water loop.

## The nitrogen cycle

1. Fish release ammonia.
2. Bacteria in the bio-filter turn it into nitrite, then nitrate.
3. Plants take up the nitrate as food and return clean water to the fish.

## Getting started

Tilapia suit the UAE climate and grow well with leafy greens and herbs. Test the water every morning for the first month: ammonia below 0.5 ppm and pH between 6.8 and 7.2 keep both fish and plants healthy.

Our *Desert Aquaponics Home Kit* comes with a 300 L tank, a media grow bed and a solar-ready pump.`,
    bodyAr: `تجمع الزراعة السمكية المائية بين فكرتين قديمتين: تربية الأسماك وزراعة النباتات بلا تربة. يتشارك خزان الأسماك وحوض الزراعة دورة مياه واحدة.

## دورة النيتروجين

1. تطلق الأسماك الأمونيا.
2. تحوّلها البكتيريا في المرشح الحيوي إلى نتريت ثم إلى نترات.
3. تمتص النباتات النترات غذاءً وتعيد ماءً نقيًا للأسماك.

## كيف تبدأ

يناسب البلطي مناخ الإمارات وينمو جيدًا مع الخضروات الورقية والأعشاب. افحص الماء كل صباح خلال الشهر الأول: أمونيا أقل من 0.5 جزء في المليون وحموضة بين 6.8 و7.2 تحافظان على صحة الأسماك والنباتات.

يأتي *طقم ديزرت للزراعة السمكية المنزلية* مع خزان سعة 300 لتر وحوض زراعة بالوسط ومضخة جاهزة للطاقة الشمسية.`,
  },
  {
    slug: 'planning-a-commercial-farm-roi',
    title: 'Planning a commercial farm: reading a 12-14 month ROI model',
    titleAr: 'تخطيط مزرعة تجارية: قراءة نموذج عائد على الاستثمار خلال 12 إلى 14 شهرًا',
    excerpt:
      'What goes into the return-on-investment models we prepare for restaurants, hotels and retailers, and how to read them.',
    excerptAr:
      'ما الذي يدخل في نماذج العائد على الاستثمار التي نعدها للمطاعم والفنادق ومتاجر التجزئة، وكيف تقرؤها.',
    author: AUTHOR,
    authorAr: AUTHOR_AR,
    publishedAt: '2025-08-21T08:00:00.000Z',
    picture: { scene: 'container-farm', ...landscape },
    body: `Every commercial proposal we send includes a return-on-investment model. Most of our restaurant and retail farms pay for themselves in **12 to 14 months**.

## What the model counts

- **Capital cost**: the system, installation and commissioning.
- **Running cost**: power, water, seeds, nutrients and our maintenance programme.
- **Yield**: a harvest every 45 days, priced at what you pay your suppliers today.

## What changes the payback

Crops with a high shelf price, such as micro herbs and basil, shorten it. So does growing what you currently import by air.

Proposals are valid for 30 days. See our [terms and conditions](/terms-conditions) for the payment schedule.`,
    bodyAr: `يتضمن كل عرض تجاري نرسله نموذجًا للعائد على الاستثمار. تسترد معظم مزارع المطاعم والمتاجر تكلفتها خلال **12 إلى 14 شهرًا**.

## ما الذي يحسبه النموذج

- **التكلفة الرأسمالية**: النظام والتركيب والتشغيل.
- **تكلفة التشغيل**: الكهرباء والماء والبذور والمغذيات وبرنامج الصيانة.
- **الإنتاج**: حصاد كل 45 يومًا، مسعّرًا بما تدفعه لموردك اليوم.

## ما الذي يغيّر فترة الاسترداد

المحاصيل ذات السعر المرتفع مثل الأعشاب الدقيقة والريحان تقصّرها، وكذلك زراعة ما تستورده اليوم جوًا.

العروض سارية لمدة 30 يومًا. راجع [الشروط والأحكام](/terms-conditions) لمعرفة جدول الدفعات.`,
  },
  {
    slug: 'future-farmers-in-the-classroom',
    title: 'Future Farmers: a grow cart in every classroom',
    titleAr: 'مزارعو المستقبل: عربة زراعة في كل فصل',
    excerpt:
      'How schools use a hydroponic cart to teach biology, chemistry and maths, one harvest at a time.',
    excerptAr: 'كيف تستخدم المدارس عربة زراعة مائية لتعليم الأحياء والكيمياء والرياضيات، حصادًا بعد حصاد.',
    author: AUTHOR,
    authorAr: AUTHOR_AR,
    publishedAt: '2025-06-09T08:00:00.000Z',
    picture: { scene: 'classroom-farm', ...landscape },
    body: `The Future Farmers programme puts a working farm on wheels into the classroom. Pupils sow, measure and harvest their own crops across the school year.

## What pupils learn

- **Biology**: germination, roots and photosynthesis, seen every day.
- **Chemistry**: pH and nutrient strength, measured and logged.
- **Maths**: growth charts and harvest weights.

Teachers receive lesson plans for grades 3 to 9 and a visit from our agronomists each term. Download the programme leaflet from our institutional page.`,
    bodyAr: `يضع برنامج مزارعو المستقبل مزرعة عاملة على عجلات داخل الفصل. يزرع التلاميذ محاصيلهم ويقيسونها ويحصدونها على مدار العام الدراسي.

## ما يتعلمه التلاميذ

- **الأحياء**: الإنبات والجذور والتمثيل الضوئي، يرونها كل يوم.
- **الكيمياء**: الحموضة وتركيز المغذيات، تُقاس وتُسجَّل.
- **الرياضيات**: منحنيات النمو وأوزان الحصاد.

يحصل المعلمون على خطط دروس للصفوف من 3 إلى 9 وزيارة من مهندسينا الزراعيين كل فصل دراسي. حمّل نشرة البرنامج من صفحة القطاع المؤسسي.`,
  },
];

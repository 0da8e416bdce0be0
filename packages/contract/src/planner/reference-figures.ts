import type { PlannerFigures } from './figures';

/**
 * The figures the API publishes as version 1 when it has none. Every number, its unit, its source and
 * how we adapted it is listed in docs/planner-assumptions.md; keep the two in step. Admins replace them
 * with their own by publishing a new version.
 */
export const referencePlannerFigures: PlannerFigures = {
  harvestCycleDays: 45,
  rampUpMonths: 2,
  usableShare: 0.7,
  tiers: { hydroponics: 1, aquaponics: 1, aeroponics: 2, soil: 1 },
  yieldKgPerM2Year: {
    hydroponics: {
      'leafy-greens': 41,
      herbs: 15,
      'fruiting-vegetables': 40,
      flowers: 4,
      fruits: 8,
      microgreens: 20,
      'aquaponics-fish': 0,
    },
    aquaponics: {
      'leafy-greens': 33,
      herbs: 12,
      'fruiting-vegetables': 30,
      flowers: 3,
      fruits: 6,
      microgreens: 16,
      'aquaponics-fish': 20,
    },
    aeroponics: {
      'leafy-greens': 45,
      herbs: 16,
      'fruiting-vegetables': 40,
      flowers: 4,
      fruits: 9,
      microgreens: 20,
      'aquaponics-fish': 0,
    },
    soil: {
      'leafy-greens': 3.9,
      herbs: 2.5,
      'fruiting-vegetables': 6,
      flowers: 1.5,
      fruits: 3,
      microgreens: 12,
      'aquaponics-fish': 0,
    },
  },
  soilWaterLitresPerKg: {
    'leafy-greens': 250,
    herbs: 300,
    'fruiting-vegetables': 214,
    flowers: 400,
    fruits: 347,
    microgreens: 100,
    'aquaponics-fish': 0,
  },
  waterSavingShare: { hydroponics: 0.9, aquaponics: 0.9, aeroponics: 0.95, soil: 0 },
  investmentPerM2: {
    hydroponics: { low: 350, high: 430 },
    aquaponics: { low: 470, high: 570 },
    aeroponics: { low: 530, high: 650 },
    soil: { low: 150, high: 300 },
  },
  indoorInvestmentPerM2: { low: 400, high: 900 },
  consumablesPerM2Year: { hydroponics: 60, aquaponics: 70, aeroponics: 60, soil: 30 },
  labourPerM2Year: 50,
  energyKwhPerM2Year: { indoor: 1000, daylight: 100 },
  electricityPerKwh: {
    'abu-dhabi': 0.3,
    dubai: 0.33,
    sharjah: 0.33,
    ajman: 0.33,
    'umm-al-quwain': 0.33,
    'ras-al-khaimah': 0.33,
    fujairah: 0.33,
  },
  waterPerM3: {
    'abu-dhabi': 7.84,
    dubai: 9.68,
    sharjah: 9.68,
    ajman: 9.68,
    'umm-al-quwain': 9.68,
    'ras-al-khaimah': 9.68,
    fujairah: 9.68,
  },
  pricePerKg: {
    'leafy-greens': 15,
    herbs: 40,
    'fruiting-vegetables': 8,
    flowers: 120,
    fruits: 35,
    microgreens: 150,
    'aquaponics-fish': 25,
  },
  sources: {
    yield:
      'Lettuce: Lages Barbosa et al. 2015, Int. J. Environ. Res. Public Health 12(6):6879 (hydroponic 41 kg/m² a year, soil 3.9 kg/m² a year). Other crop groups: published greenhouse yields, adapted by our agronomists. Fish: FAO Fisheries and Aquaculture Technical Paper 589 (2014), 20 kg per m³ of tank.',
    water:
      'Lettuce: Lages Barbosa et al. 2015 (250 L/kg in soil). Tomato 214 L/kg and strawberry 347 L/kg: Mekonnen & Hoekstra 2011, the water footprint of crops. Other crop groups: our agronomists’ estimate.',
    waterSaving:
      'Hydroponics 90% (Lages Barbosa et al. 2015 measured 92%), aquaponics 90% (FAO Technical Paper 589), aeroponics 95%, what our own aeroponic farms use.',
    area: '70% of the site becomes growing area (walkways, tanks and equipment take the rest); aeroponic towers grow on two levels. Our planning rule.',
    investment:
      'What our recent commercial builds in the UAE cost per m² of growing area, from the lower to the upper end. Indoor spaces add grow lights and cooling, which is why vertical farms cost several times a greenhouse per m² (Agritecture).',
    running:
      'Seeds, nutrients, growing media and fish feed, plus labour and upkeep per m²: what our farms spend.',
    energy:
      'Indoor: 1,000 kWh per m² a year, from Lages Barbosa et al. 2015 (25 kWh per kg × 41 kg per m² a year). Daylight: pumps and fans, measured on our farms.',
    tariffs:
      'Electricity: DEWA commercial slab 28 fils/kWh + 5 fils fuel surcharge; ADDC 30 fils; SEWA and Etihad WE 33 fils. Water: DEWA 4.0 fils per imperial gallon + 0.4 fils surcharge = AED 9.68/m³; ADDC AED 7.84/m³; other emirates use the DEWA figure. Excluding VAT.',
    prices:
      'What buyers in the UAE pay us per kg, by crop group: our reference selling prices, reviewed each season.',
    timing:
      'A harvest every 45 days, our growing cycle; two months from the order to the first harvest sold (building, then the first cycle).',
  },
  sourcesAr: {
    yield:
      'الخس: Lages Barbosa وآخرون 2015، المجلة الدولية لأبحاث البيئة والصحة العامة 12(6):6879 (41 كغ/م² سنوياً بالزراعة المائية، و3.9 كغ/م² سنوياً في التربة). مجموعات المحاصيل الأخرى: إنتاجية البيوت المحمية المنشورة، عدّلها مهندسونا الزراعيون. الأسماك: الورقة الفنية 589 لمصايد الأسماك وتربية الأحياء المائية من منظمة الفاو (2014)، 20 كغ لكل م³ من الحوض.',
    water:
      'الخس: Lages Barbosa وآخرون 2015 (250 لتراً لكل كغ في التربة). الطماطم 214 لتراً/كغ والفراولة 347 لتراً/كغ: Mekonnen وHoekstra 2011، البصمة المائية للمحاصيل. مجموعات المحاصيل الأخرى: تقدير مهندسينا الزراعيين.',
    waterSaving:
      'الزراعة المائية 90% (قاس Lages Barbosa وآخرون 2015 نسبة 92%)، والزراعة السمكية المائية 90% (الورقة الفنية 589 من الفاو)، والزراعة الهوائية 95%، وهي ما تستهلكه مزارعنا الهوائية فعلاً.',
    area: 'يصبح 70% من الموقع مساحة زراعة (تشغل الممرات والأحواض والمعدات الباقي)؛ وتنمو أبراج الزراعة الهوائية على مستويين. قاعدة التخطيط لدينا.',
    investment:
      'تكلفة مشاريعنا التجارية الأخيرة في الإمارات لكل م² من مساحة الزراعة، من الحد الأدنى إلى الأعلى. تضيف المساحات الداخلية إضاءة الزراعة والتبريد، ولهذا تكلّف المزارع العمودية أضعاف البيت المحمي لكل م² (Agritecture).',
    running:
      'البذور والمغذيات ووسط الزراعة وأعلاف الأسماك، إضافة إلى العمالة والصيانة لكل م²: ما تنفقه مزارعنا.',
    energy:
      'الداخل: 1,000 ك.و.س لكل م² سنوياً، من Lages Barbosa وآخرون 2015 (25 ك.و.س لكل كغ × 41 كغ لكل م² سنوياً). في ضوء النهار: المضخات والمراوح، كما قسناها في مزارعنا.',
    tariffs:
      'الكهرباء: شريحة هيئة كهرباء ومياه دبي التجارية 28 فلساً/ك.و.س + 5 فلوس رسوم وقود؛ أبوظبي للتوزيع 30 فلساً؛ هيئة الشارقة والاتحاد للماء والكهرباء 33 فلساً. المياه: هيئة دبي 4.0 فلوس لكل غالون إمبراطوري + 0.4 فلس رسوم = 9.68 درهم/م³؛ أبوظبي للتوزيع 7.84 درهم/م³؛ وتُستخدم أرقام دبي لبقية الإمارات. من دون ضريبة القيمة المضافة.',
    prices:
      'ما يدفعه لنا المشترون في الإمارات لكل كغ، حسب مجموعة المحاصيل: أسعار البيع المرجعية لدينا، نراجعها كل موسم.',
    timing:
      'حصاد كل 45 يوماً، وهي دورة الزراعة لدينا؛ وشهران من الطلب حتى بيع أول حصاد (البناء ثم الدورة الأولى).',
  },
};

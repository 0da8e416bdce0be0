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
    hydroponics: { low: 600, high: 1200 },
    aquaponics: { low: 800, high: 1500 },
    aeroponics: { low: 900, high: 1800 },
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
      'Lettuce: Lages Barbosa et al. 2015, Int. J. Environ. Res. Public Health 12(6):6879 (hydroponic 41 kg/m²/y, soil 3.9 kg/m²/y). Other groups: our adaptation of published greenhouse yields; fish: FAO Fisheries and Aquaculture Technical Paper 589 (2014), 20 kg per m³ of tank.',
    water:
      'Lettuce: Lages Barbosa et al. 2015 (250 L/kg in soil). Tomato 214 L/kg and strawberry 347 L/kg: Mekonnen & Hoekstra 2011, water footprint of crops. Other groups: our estimate.',
    waterSaving:
      'Hydroponics 90% (Lages Barbosa et al. 2015 measured 92%), aquaponics 90% (FAO Technical Paper 589), aeroponics 95% (the company figure, docs/product-rules.md §1).',
    area: '70% of the site becomes growing area (walkways, tanks and equipment take the rest); aeroponic towers grow on two levels. Our planning rule.',
    investment:
      'Our estimate for UAE builds per m² of growing area; indoor spaces add grow lights and cooling (vertical farms cost several times a greenhouse per m², Agritecture).',
    running: 'Seeds, nutrients, media and fish feed, plus labour and upkeep per m²: our estimate.',
    energy:
      'Indoor: 1,000 kWh/m²/y, from Lages Barbosa et al. 2015 (25 kWh per kg × 41 kg/m²/y). Daylight: pumps and fans, our estimate.',
    tariffs:
      'Electricity: DEWA commercial slab 28 fils/kWh + 5 fils fuel surcharge; ADDC 30 fils; SEWA and Etihad WE 33 fils. Water: DEWA 4.0 fils/IG + 0.4 fils surcharge = AED 9.68/m³; ADDC AED 7.84/m³; other emirates use the DEWA figure. Excluding VAT.',
    prices: 'Reference selling prices per kg set by the company (admin panel).',
    timing:
      'A harvest every 45 days (company figure, docs/product-rules.md §1); two months from order to the first harvest sold.',
  },
};

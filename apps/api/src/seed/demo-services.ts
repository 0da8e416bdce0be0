import type { FarmSceneKind } from './art/farm-scenes';
import type { ArtKind } from './art/product-art';
import type { SceneKind } from './art/scene-art';

type Picture = { scene: SceneKind } | { kind: ArtKind } | { farm: FarmSceneKind };

export interface DemoService {
  name: string;
  slug: string;
  description: string;
  subdescription: string;
  subHeading: string;
  /** The first picture leads the service's tile on the home and segment pages. */
  art: [Picture, Picture];
}

/** Menu order: the four segments first, then the three technologies. */
export const demoServices: DemoService[] = [
  {
    name: 'Residential',
    slug: 'residential',
    description:
      'Fresh greens from your own balcony, kitchen or villa garden. We design, install and maintain compact hydroponic systems sized for UAE homes, using up to 95% less water than soil gardening.',
    subdescription:
      'Choose a ready kit from the shop or ask for a system built around your space, from a countertop herb garden to a rooftop farm.',
    subHeading: 'Grow pesticide-free food at home, all year round',
    art: [{ farm: 'rooftop-farm' }, { scene: 'home' }],
  },
  {
    name: 'Commercial',
    slug: 'commercial',
    description:
      'Farm-to-table produce grown on site for restaurants, hotels, cafés and retailers. Our commercial systems deliver a predictable harvest every 45 days with a 12-14 month return on investment.',
    subdescription:
      'Living herb walls, in-store microgreen cabinets and back-of-house grow rooms, with a maintenance programme included.',
    subHeading: 'Fresher menus, shorter supply chains',
    art: [{ farm: 'harvest-crate' }, { scene: 'shop' }],
  },
  {
    name: 'Industrial',
    slug: 'industrial',
    description:
      'Climate-controlled container and warehouse farms for large-scale production in the Gulf heat, with automated dosing, irrigation and monitoring.',
    subdescription:
      'From a single 20 ft container to multi-level warehouse farms, engineered, commissioned and supported for 60 months.',
    subHeading: 'Controlled-environment agriculture at scale',
    art: [{ farm: 'container-farm' }, { farm: 'vertical-farm' }],
  },
  {
    name: 'Institutional',
    slug: 'institutional',
    description:
      'Learning farms for schools and universities, therapy gardens for hospitals and community farms for municipalities, with curriculum material and staff training.',
    subdescription: 'The Future Farmers programme brings hands-on hydroponics into the classroom.',
    subHeading: 'Grow knowledge alongside food',
    art: [{ farm: 'classroom-farm' }, { scene: 'school' }],
  },
  {
    name: 'Hydroponics',
    slug: 'hydroponics',
    description:
      'Plants grow in a recirculating nutrient solution instead of soil: NFT channels, deep water culture and drip systems that save water and grow faster.',
    subdescription:
      'Ideal for leafy greens, herbs, strawberries and fruiting vegetables such as tomatoes and peppers.',
    subHeading: 'Soil-free growing with precise nutrition',
    art: [{ farm: 'nft-rows' }, { kind: 'dwc' }],
  },
  {
    name: 'Aquaponics',
    slug: 'aquaponics',
    description:
      'Fish and plants in one loop: fish waste feeds the plants, and the plants clean the water for the fish. A natural, closed system suited to tilapia and leafy greens.',
    subdescription: 'Home kits, commercial tanks, biofilters and fingerlings, with water-quality support.',
    subHeading: 'Fish and vegetables from one system',
    art: [{ farm: 'aquaponics-tank' }, { kind: 'aquaponics' }],
  },
  {
    name: 'Aeroponics',
    slug: 'aeroponics',
    description:
      'Roots hang in the air and are fed by a fine nutrient mist, giving them more oxygen and the fastest growth of any soil-free method.',
    subdescription: 'High-pressure towers and cloners for growers who want maximum yield per square metre.',
    subHeading: 'Nutrient mist for the fastest growth',
    art: [{ farm: 'strawberry-towers' }, { kind: 'aeroponic' }],
  },
];

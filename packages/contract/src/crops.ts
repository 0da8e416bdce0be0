import type { Option } from './options';

/**
 * The crop catalogue (docs/decisions/017-crop-catalogue.md): the product rules give only the group sizes, so each group holds real
 * crops grown in hydroponic, aquaponic or aeroponic systems. Values are unique across groups because a
 * request sends a flat list of them.
 */
export const cropGroups = [
  {
    value: 'leafy-greens',
    label: 'Leafy Greens',
    crops: [
      { value: 'butterhead-lettuce', label: 'Butterhead Lettuce' },
      { value: 'romaine-lettuce', label: 'Romaine Lettuce' },
      { value: 'lollo-rosso-lettuce', label: 'Lollo Rosso Lettuce' },
      { value: 'oakleaf-lettuce', label: 'Oakleaf Lettuce' },
      { value: 'spinach', label: 'Spinach' },
      { value: 'kale', label: 'Kale' },
      { value: 'swiss-chard', label: 'Swiss Chard' },
      { value: 'arugula', label: 'Arugula (Rocket)' },
      { value: 'pak-choi', label: 'Pak Choi' },
      { value: 'mizuna', label: 'Mizuna' },
      { value: 'watercress', label: 'Watercress' },
      { value: 'collard-greens', label: 'Collard Greens' },
    ],
  },
  {
    value: 'herbs',
    label: 'Herbs',
    crops: [
      { value: 'basil', label: 'Basil' },
      { value: 'mint', label: 'Mint' },
      { value: 'coriander', label: 'Coriander' },
      { value: 'parsley', label: 'Parsley' },
      { value: 'dill', label: 'Dill' },
      { value: 'chives', label: 'Chives' },
      { value: 'thyme', label: 'Thyme' },
      { value: 'oregano', label: 'Oregano' },
      { value: 'rosemary', label: 'Rosemary' },
      { value: 'sage', label: 'Sage' },
      { value: 'lemongrass', label: 'Lemongrass' },
    ],
  },
  {
    value: 'fruiting-vegetables',
    label: 'Fruiting Vegetables',
    crops: [
      { value: 'tomato', label: 'Tomato' },
      { value: 'cherry-tomato', label: 'Cherry Tomato' },
      { value: 'cucumber', label: 'Cucumber' },
      { value: 'bell-pepper', label: 'Bell Pepper' },
      { value: 'chilli-pepper', label: 'Chilli Pepper' },
      { value: 'eggplant', label: 'Eggplant' },
      { value: 'zucchini', label: 'Zucchini' },
      { value: 'okra', label: 'Okra' },
    ],
  },
  {
    value: 'flowers',
    label: 'Flowers',
    crops: [
      { value: 'marigold', label: 'Marigold' },
      { value: 'nasturtium', label: 'Nasturtium' },
      { value: 'viola', label: 'Viola' },
      { value: 'calendula', label: 'Calendula' },
      { value: 'chamomile', label: 'Chamomile' },
      { value: 'lavender', label: 'Lavender' },
      { value: 'pansy', label: 'Pansy' },
      { value: 'borage', label: 'Borage' },
      { value: 'cornflower', label: 'Cornflower' },
      { value: 'dianthus', label: 'Dianthus' },
    ],
  },
  {
    value: 'fruits',
    label: 'Fruits',
    crops: [
      { value: 'strawberry', label: 'Strawberry' },
      { value: 'blueberry', label: 'Blueberry' },
      { value: 'raspberry', label: 'Raspberry' },
      { value: 'melon', label: 'Melon' },
      { value: 'watermelon', label: 'Watermelon' },
      { value: 'cape-gooseberry', label: 'Cape Gooseberry' },
    ],
  },
  {
    value: 'microgreens',
    label: 'Microgreens',
    crops: [
      { value: 'pea-shoots', label: 'Pea Shoots' },
      { value: 'sunflower-microgreens', label: 'Sunflower' },
      { value: 'radish-microgreens', label: 'Radish' },
      { value: 'broccoli-microgreens', label: 'Broccoli' },
      { value: 'red-cabbage-microgreens', label: 'Red Cabbage' },
      { value: 'mustard-microgreens', label: 'Mustard' },
      { value: 'amaranth-microgreens', label: 'Amaranth' },
      { value: 'beetroot-microgreens', label: 'Beetroot' },
      { value: 'wheatgrass', label: 'Wheatgrass' },
      { value: 'basil-microgreens', label: 'Basil' },
    ],
  },
  {
    value: 'aquaponics-fish',
    label: 'Aquaponics Fish',
    crops: [
      { value: 'tilapia', label: 'Tilapia' },
      { value: 'catfish', label: 'Catfish' },
      { value: 'barramundi', label: 'Barramundi' },
      { value: 'jade-perch', label: 'Jade Perch' },
      { value: 'common-carp', label: 'Common Carp' },
      { value: 'koi', label: 'Koi' },
      { value: 'goldfish', label: 'Goldfish' },
    ],
  },
] as const satisfies readonly (Option & { crops: readonly Option[] })[];

export type CropGroup = (typeof cropGroups)[number];
export type CropGroupValue = CropGroup['value'];

export type CropOption = CropGroup['crops'][number];

/** Every crop of every group, in catalogue order. */
export const cropOptions = cropGroups.flatMap(
  (group): readonly CropOption[] => group.crops,
) as unknown as readonly [CropOption, ...CropOption[]];
export type Crop = (typeof cropOptions)[number]['value'];

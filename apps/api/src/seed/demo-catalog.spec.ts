import { arabicCategories, arabicOffers, arabicProducts, arabicServices } from './demo-catalog-ar';
import { demoCategories, demoFeatured } from './demo-catalog';
import { demoServices } from './demo-services';
import { slugify } from './slug';

const products = demoCategories.flatMap((category) => category.products);
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

describe('demo catalog data', () => {
  it('has the seven services, each with categories', () => {
    expect(demoServices.map((service) => service.name)).toEqual([
      'Residential',
      'Commercial',
      'Industrial',
      'Institutional',
      'Hydroponics',
      'Aquaponics',
      'Aeroponics',
    ]);
    for (const service of demoServices) {
      expect(demoCategories.some((category) => category.service === service.slug)).toBe(true);
    }
  });

  it('has at least 30 products with unique slugs', () => {
    expect(products.length).toBeGreaterThanOrEqual(30);
    const slugs = products.map((product) => slugify(product.name));
    expect(new Set(slugs).size).toBe(slugs.length);
    const categorySlugs = demoCategories.map((category) => slugify(category.name));
    expect(new Set(categorySlugs).size).toBe(categorySlugs.length);
  });

  it('features a few small home kits that are in stock, each a demo product', () => {
    const kits = demoCategories.find((category) => category.name === 'Home Hydroponic Kits')?.products ?? [];
    expect(demoFeatured.length).toBeGreaterThanOrEqual(3);
    for (const name of demoFeatured) {
      const product = products.find((item) => item.name === name);
      expect(product).toBeDefined();
      expect(product!.stock).toBeGreaterThan(0);
      expect(product!.discountedPrice).toBeLessThan(2000);
    }
    expect(demoFeatured.filter((name) => kits.some((kit) => kit.name === name)).length).toBeGreaterThan(1);
  });

  it('prices every product in AED with two decimals and discountedPrice <= price', () => {
    for (const product of products) {
      expect(twoDecimals(product.price) && twoDecimals(product.discountedPrice)).toBe(true);
      expect(product.discountedPrice).toBeLessThanOrEqual(product.price);
      expect(product.usp.length).toBeGreaterThan(0);
      expect(Number.isInteger(product.stock) && product.stock >= 0).toBe(true);
    }
  });

  it('includes sold-out products, offers, a category over one page and an empty one', () => {
    expect(products.some((product) => product.stock === 0)).toBe(true);
    expect(products.some((product) => product.offer !== '')).toBe(true);
    expect(products.some((product) => product.offer === '')).toBe(true);
    expect(demoCategories.some((category) => category.products.length > 8)).toBe(true);
    expect(demoCategories.some((category) => category.products.length === 0)).toBe(true);
  });

  it('has Arabic for every service, category, product and offer, feature by feature', () => {
    const arabicScript = /[\u0600-\u06ff]/;
    for (const service of demoServices) {
      const arabic = arabicServices[service.name];
      expect(arabic && Object.values(arabic).every((text) => arabicScript.test(text))).toBe(true);
    }
    for (const category of demoCategories)
      expect(arabicScript.test(arabicCategories[category.name]?.name ?? '')).toBe(true);
    for (const product of products) {
      const arabic = arabicProducts[product.name];
      expect({ product: product.name, found: Boolean(arabic) }).toEqual({
        product: product.name,
        found: true,
      });
      expect(arabicScript.test(arabic.name) && arabicScript.test(arabic.description)).toBe(true);
      expect(arabic.usp).toHaveLength(product.usp.length);
      if (product.offer) expect(arabicOffers[product.offer]).toMatch(arabicScript);
    }
  });
});

import { CategorySchema } from './category.schema';
import { ProductSchema } from './product.schema';
import { FarmServiceSchema } from './farm-service.schema';

describe('catalog schemas', () => {
  it('stores references as ObjectIds, so string ids in queries are cast', () => {
    expect(CategorySchema.path('serviceId').instance).toBe('ObjectId');
    expect(ProductSchema.path('categoryId').instance).toBe('ObjectId');
  });

  it('keeps each model in the collection stored data already lives in, whatever its class is called', () => {
    expect(FarmServiceSchema.get('collection')).toBe('services');
    expect(CategorySchema.get('collection')).toBe('categories');
    expect(ProductSchema.get('collection')).toBe('products');
  });

  it('indexes every query the catalog makes', () => {
    const keys = (schema: { indexes(): Array<[unknown, unknown]> }) =>
      schema.indexes().map(([fields, options]) => ({ fields, options }));
    expect(keys(FarmServiceSchema)).toEqual(
      expect.arrayContaining([
        { fields: { slug: 1 }, options: expect.objectContaining({ unique: true }) },
        { fields: { position: 1, name: 1 }, options: expect.anything() },
      ]),
    );
    expect(keys(CategorySchema)).toEqual(
      expect.arrayContaining([
        { fields: { slug: 1 }, options: expect.objectContaining({ unique: true }) },
        { fields: { serviceId: 1, name: 1 }, options: expect.anything() },
      ]),
    );
    expect(keys(ProductSchema)).toEqual(
      expect.arrayContaining([
        { fields: { slug: 1 }, options: expect.objectContaining({ unique: true }) },
        { fields: { categoryId: 1, name: 1, _id: 1 }, options: expect.anything() },
        { fields: { name: 1, _id: 1 }, options: expect.anything() },
      ]),
    );
  });

  it('rounds prices to two decimals and refuses a discount above the price', async () => {
    const mongoose = await import('mongoose');
    const Product = mongoose.model('ProductSchemaSpec', ProductSchema);
    const product = new Product({
      categoryId: new mongoose.Types.ObjectId(),
      name: 'Test kit',
      slug: 'test-kit',
      description: 'A kit',
      price: 149.999,
      discountedPrice: 200,
      stock: 1,
    });
    expect(product.price).toBe(150);
    await expect(product.validate()).rejects.toThrow('discountedPrice must not exceed price');
    product.discountedPrice = 99.555;
    expect(product.discountedPrice).toBe(99.56);
    await expect(product.validate()).resolves.toBeUndefined();
  });
});

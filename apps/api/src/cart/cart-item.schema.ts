import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * One product in a customer's cart: one document per line, so adding, changing and removing a line are
 * single-document atomic writes. The product's name, slug, image and price as the customer last saw them
 * are kept with it, so a product deleted since still shows as what it was (and as unavailable).
 */
@Schema({ collection: 'cartItems', timestamps: true, versionKey: false })
export class CartItem {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  userId: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  productId: Types.ObjectId;

  @Prop({ required: true, min: 1, max: 99, validate: Number.isInteger })
  quantity: number;

  /** In English; `nameAr` beside it where the product has an Arabic name, so each page shows its own. */
  @Prop({ required: true })
  name: string;

  @Prop({ type: String, default: null })
  nameAr: string | null;

  @Prop({ required: true })
  slug: string;

  @Prop({ type: String, default: null })
  image: string | null;

  @Prop({ required: true, min: 0 })
  unitPrice: number;

  createdAt?: Date;
}

export const CartItemSchema = SchemaFactory.createForClass(CartItem);
// One line per product per customer; also the look-up of a customer's cart.
CartItemSchema.index({ userId: 1, productId: 1 }, { unique: true });

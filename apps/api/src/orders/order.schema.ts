import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  ORDER_SOURCES,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHOD,
  ROLES,
  type Role,
} from '@farm/contract';
import { type HydratedDocument, Schema as MongooseSchema, type Types } from 'mongoose';
import { MAIL_LANGUAGES, type MailLanguage } from '../users/user.schema';

/** A line as the customer saw and paid it; never recomputed from the product afterwards. */
@Schema({ _id: false, versionKey: false })
export class OrderLineRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  productId: Types.ObjectId;

  @Prop({ required: true })
  name: string;

  /** The Arabic name when the product had one (docs/decisions/110-order-lines-in-both-languages.md). */
  @Prop()
  nameAr?: string;

  @Prop({ required: true })
  slug: string;

  @Prop({ type: String, default: null })
  image: string | null;

  @Prop({ required: true, min: 0 })
  unitPrice: number;

  @Prop({ required: true, min: 1 })
  quantity: number;

  @Prop({ required: true, min: 0 })
  lineTotal: number;
}
const OrderLineRecordSchema = SchemaFactory.createForClass(OrderLineRecord);

@Schema({ _id: false, versionKey: false })
export class OrderAddressRecord {
  @Prop({ required: true }) fullName: string;
  @Prop({ required: true }) country: string;
  @Prop() company?: string;
  @Prop({ required: true }) email: string;
  @Prop({ required: true }) addressLine1: string;
  @Prop() addressLine2?: string;
  @Prop({ required: true }) city: string;
  @Prop({ required: true }) state: string;
  @Prop({ required: true }) pincode: string;
  @Prop({ required: true }) phone: string;
}
const OrderAddressRecordSchema = SchemaFactory.createForClass(OrderAddressRecord);

/** Who changed an order: the customer placing it, or an admin. */
@Schema({ _id: false, versionKey: false })
export class OrderActor {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  userId: Types.ObjectId;

  @Prop({ type: String, required: true, enum: ROLES })
  role: Role;

  @Prop({ required: true })
  name: string;
}
const OrderActorSchema = SchemaFactory.createForClass(OrderActor);

@Schema({ _id: false, versionKey: false })
export class OrderHistoryRecord {
  @Prop({ type: String, required: true, enum: ORDER_STATUSES })
  status: OrderStatus;

  @Prop({ required: true })
  at: Date;

  @Prop({ type: OrderActorSchema, required: true })
  by: OrderActor;

  @Prop()
  note?: string;
}
const OrderHistoryRecordSchema = SchemaFactory.createForClass(OrderHistoryRecord);

@Schema({ _id: false, versionKey: false })
export class OrderCustomer {
  @Prop({ required: true }) name: string;
  @Prop({ required: true }) email: string;
}
const OrderCustomerSchema = SchemaFactory.createForClass(OrderCustomer);

/**
 * A placed order. Everything the customer saw (names, slugs, images, prices) is frozen on its lines; the
 * status changes only along ORDER_TRANSITIONS and every change is kept in `history`.
 */
@Schema({ collection: 'orders', timestamps: true, versionKey: false })
export class Order {
  @Prop({ required: true })
  number: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  userId: Types.ObjectId;

  /** The account's name and e-mail when it ordered (the admin list searches the e-mail). */
  @Prop({ type: OrderCustomerSchema, required: true })
  customer: OrderCustomer;

  @Prop({ type: String, required: true, enum: ORDER_SOURCES })
  source: (typeof ORDER_SOURCES)[number];

  @Prop({ type: [OrderLineRecordSchema], required: true })
  lines: OrderLineRecord[];

  @Prop({ required: true, min: 0 })
  subtotal: number;

  @Prop({ required: true, min: 0 })
  shipping: number;

  @Prop({ required: true, min: 0 })
  total: number;

  @Prop({ required: true })
  currency: string;

  @Prop({ type: OrderAddressRecordSchema, required: true })
  shippingAddress: OrderAddressRecord;

  @Prop({ type: String, required: true, enum: [PAYMENT_METHOD] })
  paymentMethod: typeof PAYMENT_METHOD;

  @Prop({ type: String, required: true, enum: ORDER_STATUSES })
  status: OrderStatus;

  @Prop({ type: [OrderHistoryRecordSchema], required: true })
  history: OrderHistoryRecord[];

  /** The language of the customer's mails about this order. */
  @Prop({ type: String, required: true, enum: MAIL_LANGUAGES })
  language: MailLanguage;

  /** Set, together with the Cancelled status, when the stock went back: it goes back once. */
  @Prop({ required: true, default: false })
  stockReturned: boolean;

  createdAt?: Date;
}

export type OrderDocument = HydratedDocument<Order>;
export const OrderSchema = SchemaFactory.createForClass(Order);
OrderSchema.index({ number: 1 }, { unique: true });
// The customer's history and the admin's list, newest first, optionally by status. Every list sorts by
// creation time then id, so the id belongs in the index: the database then walks it instead of sorting.
OrderSchema.index({ userId: 1, createdAt: -1, _id: -1 });
OrderSchema.index({ status: 1, createdAt: -1, _id: -1 });
OrderSchema.index({ createdAt: -1, _id: -1 });
// Whether any order names a product (an ordered product is archived, not deleted).
OrderSchema.index({ 'lines.productId': 1 });

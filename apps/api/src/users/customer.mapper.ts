import type { Customer } from '@farm/contract';
import type { Types } from 'mongoose';
import type { User } from './user.schema';

/** What the admin panel may see of a user: an explicit pick, so no secret can slip out with a new field. */
export function toCustomer(user: User & { _id: Types.ObjectId }): Customer {
  return {
    _id: String(user._id),
    username: user.username,
    lastname: user.lastname,
    email: user.email,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
  };
}

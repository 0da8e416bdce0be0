import { z } from 'zod';
import { quantitySchema } from '../rules';

/** The quantity control as a form (cart row update, product detail). */
export const quantityFormSchema = z.object({ quantity: quantitySchema });
export type QuantityForm = z.infer<typeof quantityFormSchema>;

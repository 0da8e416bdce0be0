import { z } from 'zod';
import { optionalLine, optionalText } from '../fields';
import { contactEmailRule, contactMobileRule, contactNameRule } from '../rules';

/** Get in Touch (POST /getintouch/add, JSON). The phone travels as `mobile` (docs/decisions/010-form-rules-where-spec-disagrees.md). */
export const contactRequestSchema = z.object({
  name: contactNameRule,
  email: contactEmailRule,
  mobile: contactMobileRule,
  address: optionalLine(200),
  /** "How can we help?": optional, so the four fields the company asks for stay enough. */
  message: optionalText(2000),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

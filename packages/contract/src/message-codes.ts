import { accountMessages } from './auth-messages';
import { accountSettingsMessages } from './account-settings-messages';
import { adminOrderMessages } from './admin-orders-messages';
import { adminProductMessages } from './admin-products-messages';
import { adminCatalogMessages } from './admin-catalog-messages';
import { catalogMessages } from './catalog-messages';
import { contentMessages } from './content-messages';
import type { MessageParams } from './common';
import { commonMessages, fileMessages } from './common-messages';
import { enquiryMessages } from './enquiries-messages';
import { pipelineMessages } from './admin-pipelines-messages';
import { validationMessages } from './messages';
import { plannerMessages } from './planner/messages';
import { shopMessages } from './shop-messages';
import { uploadMessages } from './uploads-messages';

/**
 * Every sentence the API or a form rule can say, in English, keyed by its stable code. Codes are what
 * travels: a rule's zod issue carries its code (with parameters, `tooLong?max=200`), an error body carries
 * `code` (and `params`) beside the English `message`, and the web app translates by the code, never by the
 * English words. A domain adds its catalogue here; a test keeps the codes unique across catalogues.
 */
export const apiMessages = {
  ...commonMessages,
  ...fileMessages,
  ...validationMessages,
  ...accountMessages,
  ...accountSettingsMessages,
  ...catalogMessages,
  ...contentMessages,
  ...plannerMessages,
  ...shopMessages,
  ...uploadMessages,
  ...enquiryMessages,
  ...adminOrderMessages,
  ...pipelineMessages,
  ...adminProductMessages,
  ...adminCatalogMessages,
} as const;

export type MessageCode = keyof typeof apiMessages;

/** A message code with the values of its placeholders. */
export interface MessageRef {
  code: MessageCode;
  params?: MessageParams;
}

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(apiMessages, value);
}

/** The text a rule puts in a zod issue: the code, with its parameters as a query string when it has any. */
export function messageRef(code: MessageCode, params?: MessageParams): string {
  if (!params || Object.keys(params).length === 0) return code;
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return `${code}?${query.toString()}`;
}

/** The code and parameters of an issue's text, or undefined when it is no known code (zod's own words). */
export function parseMessageRef(text: string): MessageRef | undefined {
  const question = text.indexOf('?');
  const code = question < 0 ? text : text.slice(0, question);
  if (!isMessageCode(code)) return undefined;
  if (question < 0) return { code };
  const params: MessageParams = {};
  new URLSearchParams(text.slice(question + 1)).forEach((value, key) => {
    params[key] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  });
  return { code, params };
}

/** Fills `{name}` placeholders; an unknown one stays visible rather than silently blank. */
export function fillMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** The English sentence of a code or an issue's text; text that is no known code comes back as it is. */
export function englishMessage(text: string, params?: MessageParams): string {
  const ref = parseMessageRef(text);
  if (!ref) return text;
  return fillMessage(apiMessages[ref.code], { ...ref.params, ...params });
}

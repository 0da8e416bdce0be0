import { SUBMISSION_FIELDS } from '@farm/contract';
import type { MessageKey } from '#app/i18n/messages';
import { englishOptionLabels, type OptionGroup, type OptionKey } from '#app/i18n/option-labels';

/** The option list each stored field's values come from, so the record shows words, not codes. */
const fieldGroups: Record<string, OptionGroup> = {
  position: 'position',
  experience: 'yesNo',
  location: 'emirate',
  siteTypes: 'siteType',
  spaceType: 'space',
  typeOfSpace: 'space',
  siteArea: 'siteArea',
  purpose: 'purpose',
  technology: 'technology',
  waterAvailable: 'yesNo',
  electricityAvailable: 'yesNo',
  powerBackup: 'yesNoNotSure',
  greenhouseRequired: 'yesNoNotSure',
  budget: 'budget',
  timeline: 'timeline',
  additionalServices: 'service',
  crops: 'crop',
};

/** Fields measured in centimetres. */
const CENTIMETRES = new Set(['width', 'height']);

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Every field the forms ask (en/admin-pipelines.ts names each one: `pipeline.field.<name>`). */
const LABELLED = new Set<string>(Object.values(SUBMISSION_FIELDS).flat());

/** The label of a stored field; a field the screen has no words for shows its own name. */
export function fieldLabel(field: string, t: Translate): string {
  return LABELLED.has(field) ? t(`pipeline.field.${field}` as MessageKey) : field;
}

/** A stored value in words: options by their label, lists joined, sizes in cm; undefined when blank. */
export function fieldValue(field: string, value: unknown, t: Translate): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) {
    const items = value.map((item) => fieldValue(field, item, t)).filter((item) => item !== undefined);
    return items.length > 0 ? items.join(', ') : undefined;
  }
  if (typeof value === 'number') return CENTIMETRES.has(field) ? t('pipeline.cm', { value }) : String(value);
  if (typeof value !== 'string') return JSON.stringify(value);
  const group = fieldGroups[field];
  const key = group ? (`option.${group}.${value}` as OptionKey) : undefined;
  return key && key in englishOptionLabels ? t(key) : value;
}

import {
  cropGroupValues,
  emirateOptions,
  parseTypedNumber,
  plannedTechnologies,
  plannerSettings,
  plannerSourceKeys,
  type PlannerFigures,
} from '@farm/contract';
import type { MessageKey } from '#app/i18n/messages';

/** One editable figure: its dotted path under `figures` and the value shown in its input. */
export interface FigureField {
  path: string;
  value: string;
  /** Free text (the sources, in English and Arabic) rather than a number. */
  text: boolean;
}

/** The figures as form fields, in the schema's order: `yieldKgPerM2Year.hydroponics.herbs` and so on. */
export function figureFields(figures: PlannerFigures | Record<string, unknown>): FigureField[] {
  const fields: FigureField[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
      return;
    }
    fields.push({
      path: path.join('.'),
      value: value === undefined ? '' : String(value),
      text: path[0] === 'sources' || path[0] === 'sourcesAr',
    });
  };
  walk(figures, []);
  return fields;
}

/**
 * The figures a form posted, shaped as the contract expects them: numbers as numbers, read as typed
 * (Arabic-Indic digits, "٫" or thousands separators: parseTypedNumber); an empty or unreadable box stays text,
 * so the contract's rule names it; the sources as text. Only the paths of
 * `template` are read, so a crafted post cannot add keys (and the schema is strict anyway).
 */
export function figuresFromForm(form: FormData, template: readonly FigureField[]): Record<string, unknown> {
  const figures: Record<string, unknown> = {};
  for (const field of template) {
    const raw = form.get(`figures.${field.path}`);
    const text = typeof raw === 'string' ? raw.trim() : '';
    const number = parseTypedNumber(text);
    const value = field.text ? text : text !== '' && Number.isFinite(number) ? number : text;
    const keys = field.path.split('.');
    let node = figures;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1) as string] = value;
  }
  return figures;
}

/** The values a form posted, by path, to show them again next to the errors. */
export function postedValues(form: FormData, template: readonly FigureField[]): FigureField[] {
  return template.map((field) => {
    const raw = form.get(`figures.${field.path}`);
    return { ...field, value: typeof raw === 'string' ? raw : '' };
  });
}

/** The catalogue's prefix for a segment past the first, by the list it belongs to. */
const SEGMENT_PREFIXES: [readonly string[], string][] = [
  [plannedTechnologies, 'planner.technology'],
  [cropGroupValues, 'planner.group'],
  [emirateOptions.map((option) => option.value), 'planner.emirate'],
  [plannerSettings, 'adminPlanner.setting'],
  [plannerSourceKeys, 'planner.source'],
];

/** The catalogue key that names one segment of a figure's path. */
export function segmentLabel(segment: string, index: number): MessageKey {
  if (index === 0) return `adminPlanner.field.${segment}` as MessageKey;
  const prefix = SEGMENT_PREFIXES.find(([values]) => values.includes(segment))?.[1] ?? 'adminPlanner';
  return `${prefix}.${segment}` as MessageKey;
}

/** Shares are typed as fractions (0.9 = 90%); the form says so next to them. */
export function isShare(path: string): boolean {
  return path === 'usableShare' || path.startsWith('waterSavingShare.');
}

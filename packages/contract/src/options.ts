import { z } from 'zod';

/** One choice of a select, radio group or checkbox list. `value` is also the i18n key of its label. */
export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

type Values<T extends readonly Option[]> = T[number]['value'];

/** The values of a non-empty option list, typed as the tuple z.enum wants. */
export function valuesOf<const T extends readonly [Option, ...Option[]]>(
  options: T,
): [Values<T>, ...Values<T>[]] {
  return options.map((o) => o.value) as [Values<T>, ...Values<T>[]];
}

/** A zod enum accepting exactly the values of an option list. */
export function enumOf<const T extends readonly [Option, ...Option[]]>(options: T) {
  return z.enum(valuesOf(options));
}

/** The English label of a value, or the value itself when it is unknown. */
export function labelOf(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

import { type AnyField, Field, TextareaField, writtenIn } from '#app/components/forms';
import { useI18n } from '#app/i18n/context';
import type { MessageKey } from '#app/i18n/messages';

/** The names of the texts labelled `<labels>.<name>` in English and `<labels>.<name>Ar` in Arabic. */
type TwinName<Labels extends string> = {
  [Key in MessageKey]: Key extends `${Labels}.${infer Name}Ar`
    ? `${Labels}.${Name}` extends MessageKey
      ? Name
      : never
    : never;
}[MessageKey];

/**
 * A text of a record in English (`name`) beside its Arabic twin (`nameAr`), each typed in its own
 * language and direction: one line, or a box (`textarea`, of that many rows where a number). The English
 * one may be required; the Arabic one waits for its translation.
 */
export function TwinFields<Labels extends string>({
  fields,
  name,
  labels,
  textarea,
  hint,
  hintAr,
  required,
}: {
  fields: Record<string, AnyField>;
  name: TwinName<Labels>;
  labels: Labels;
  textarea?: true | number;
  hint?: string;
  hintAr?: string;
  required?: boolean;
}) {
  const { t } = useI18n();
  // TwinName holds only names whose two keys are in the catalogue.
  const label = (suffix: string) => t(`${labels}.${name}${suffix}` as MessageKey);
  const twins = [
    { lang: 'en', field: fields[name], label: label(''), hint, required },
    { lang: 'ar', field: fields[`${name}Ar`], label: label('Ar'), hint: hintAr },
  ] as const;
  return twins.map(({ lang, ...twin }) =>
    textarea ? (
      <TextareaField
        key={lang}
        {...twin}
        textareaProps={{ ...(textarea === true ? {} : { rows: textarea }), ...writtenIn(lang) }}
      />
    ) : (
      <Field key={lang} {...twin} inputProps={writtenIn(lang)} />
    ),
  );
}

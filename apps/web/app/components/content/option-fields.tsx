import { isRequiredWhenShown } from '@farm/contract';
import type { ComponentProps, ReactNode } from 'react';
import type { z } from 'zod';
import { type AnyField, ChoiceField, Field, Revealed, RevealScope, SelectField } from '#app/components/forms';
import { useI18n } from '#app/i18n/context';
import type { MessageKey } from '#app/i18n/messages';
import { choicesOf, type OptionGroup } from '#app/i18n/option-labels';

/** A drop-down of one of the enquiry option lists, "Choose…" first so no answer is taken for granted. */
export function OptionSelect({
  group,
  ...select
}: Omit<ComponentProps<typeof SelectField>, 'choose' | 'options'> & { group: OptionGroup }) {
  const { t } = useI18n();
  return <SelectField {...select} choose={t('form.choose')} options={choicesOf(group, t)} />;
}

/** Radio buttons or checkboxes of one of the enquiry option lists. */
export function OptionChoices({
  group,
  ...choice
}: Omit<ComponentProps<typeof ChoiceField>, 'options'> & { group: OptionGroup }) {
  const { t } = useI18n();
  return <ChoiceField {...choice} options={choicesOf(group, t)} />;
}

/**
 * A question (`children`, its revealing answer marked with `revealValue`) and the field that answer opens,
 * shown by CSS alone so it works before JavaScript loads.
 */
export function WithRevealed({ revealed, children }: { revealed: ReactNode; children: ReactNode }) {
  return (
    <RevealScope>
      {children}
      <Revealed>{revealed}</Revealed>
    </RevealScope>
  );
}

/**
 * The site area: one of the list, or Custom, which opens a field for the customer's own figure, marked as
 * required when the form's `schema` requires it once shown.
 */
export function SiteAreaSelect({
  fields: [area, custom],
  labels: [areaLabel, customLabel],
  schema,
}: {
  fields: [area: AnyField, custom: AnyField];
  labels: [area: MessageKey, custom: MessageKey];
  schema: z.ZodTypeAny;
}) {
  const { t } = useI18n();
  const required = isRequiredWhenShown(schema, custom.name);
  return (
    <WithRevealed revealed={<Field field={custom} label={t(customLabel)} required={required} />}>
      <OptionSelect field={area} label={t(areaLabel)} group="siteArea" revealValue="custom" />
    </WithRevealed>
  );
}

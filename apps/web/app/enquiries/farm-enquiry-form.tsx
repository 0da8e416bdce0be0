import { getFormProps } from '@conform-to/react';
import { type EnquiryDefaultsFromPlan, enquiryFormSchema, isRequiredWhenShown } from '@farm/contract';
import { Form, useNavigation } from 'react-router';
import { type AnyField, Field, TextareaField, useSchemaForm } from '#app/components/forms';
import {
  OptionChoices,
  OptionSelect,
  SiteAreaSelect,
  WithRevealed,
} from '#app/components/content/option-fields';
import { SendButton, SenderFields } from '#app/components/content/sender-fields';
import { useI18n } from '#app/i18n/context';
import type { MessageKey } from '#app/i18n/messages';
import type { OptionGroup } from '#app/i18n/option-labels';
import { CropPicker } from '#app/enquiries/crop-picker';
import { FormSection } from '#app/enquiries/enquiry-form';
import { PhotoPicker } from '#app/enquiries/photo-picker';
import type { EnquiryReply } from '#app/enquiries/reply';

const wide = 'md:col-span-2';

/**
 * The long farm enquiry (docs/product-rules.md §3): every field and option list, the inputs that appear for "Other", a
 * custom area and power backup (only when electricity is available), the crop catalogue and up to five
 * photos. A multipart post to the page's own action, so it works before JavaScript loads.
 */
export function FarmEnquiryForm({
  reply,
  serviceId,
  plan,
}: {
  reply: EnquiryReply | undefined;
  serviceId?: string;
  /** A plan sent from the planner: its answers fill the form, its id goes along. */
  plan?: { id: string; defaults: EnquiryDefaultsFromPlan } | null;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useSchemaForm('farm-enquiry', enquiryFormSchema, {
    lastResult: reply?.result,
    defaultValue: plan?.defaults,
  });
  // One answer of a short list, as radio buttons.
  const radios = (field: AnyField, legend: MessageKey, group: OptionGroup, columns: string) => (
    <OptionChoices field={field} legend={t(legend)} group={group} type="radio" columns={columns} />
  );
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
      {serviceId && <input type="hidden" name={fields.serviceId.name} value={serviceId} />}
      {plan && <input type="hidden" name={fields.planId.name} value={plan.id} />}

      <FormSection id="enquiry-contact" title={t('enquiry.section.contact')}>
        <SenderFields
          fields={{ name: fields.fullName, email: fields.email, phone: fields.phone }}
          labels={['enquiry.fullName', 'enquiry.email', 'enquiry.phone']}
        >
          <Field
            field={fields.company}
            label={t('enquiry.company')}
            inputProps={{ autoComplete: 'organization' }}
          />
        </SenderFields>
        <OptionSelect field={fields.location} label={t('enquiry.location')} group="emirate" />
      </FormSection>

      <FormSection id="enquiry-site" title={t('enquiry.section.site')}>
        <ChecklistWithOther
          fields={[fields.siteTypes, fields.siteTypeOther]}
          labels={['enquiry.siteTypes', 'enquiry.siteTypeOther']}
          group="siteType"
          columns="grid-cols-2 sm:grid-cols-3"
        />
        <OptionSelect field={fields.spaceType} label={t('enquiry.spaceType')} group="space" />
        <SiteAreaSelect
          fields={[fields.siteArea, fields.siteAreaCustom]}
          labels={['enquiry.siteArea', 'enquiry.siteAreaCustom']}
          schema={enquiryFormSchema}
        />
        <PhotoPicker field={fields.image} dropped={reply?.filesDropped} />
      </FormSection>

      <FormSection id="enquiry-project" title={t('enquiry.section.project')}>
        <ChecklistWithOther
          fields={[fields.purpose, fields.purposeOther]}
          labels={['enquiry.purpose', 'enquiry.purposeOther']}
          group="purpose"
          columns="grid-cols-2 sm:grid-cols-4"
        />
        <div className={wide}>
          {radios(fields.technology, 'enquiry.technology', 'technology', 'grid-cols-2 sm:grid-cols-5')}
        </div>
        <div className={wide}>
          <CropPicker field={fields.crops} legend={t('enquiry.crops')} />
        </div>
        <Field field={fields.customCrop} label={t('enquiry.customCrop')} />
      </FormSection>

      <FormSection id="enquiry-resources" title={t('enquiry.section.resources')}>
        {radios(fields.waterAvailable, 'enquiry.waterAvailable', 'yesNo', 'grid-cols-2')}
        <Field field={fields.waterType} label={t('enquiry.waterType')} />
        <WithRevealed
          revealed={radios(fields.powerBackup, 'enquiry.powerBackup', 'yesNoNotSure', 'grid-cols-3')}
        >
          <OptionChoices
            field={fields.electricityAvailable}
            legend={t('enquiry.electricityAvailable')}
            group="yesNo"
            type="radio"
            revealValue="yes"
            columns="grid-cols-2"
          />
        </WithRevealed>
        {radios(fields.greenhouseRequired, 'enquiry.greenhouseRequired', 'yesNoNotSure', 'grid-cols-3')}
      </FormSection>

      <FormSection id="enquiry-plan" title={t('enquiry.section.plan')}>
        <OptionSelect field={fields.budget} label={t('enquiry.budget')} group="budget" />
        <OptionSelect field={fields.timeline} label={t('enquiry.timeline')} group="timeline" />
      </FormSection>

      <FormSection id="enquiry-services" title={t('enquiry.section.services')}>
        <ChecklistWithOther
          fields={[fields.additionalServices, fields.serviceOther]}
          labels={['enquiry.additionalServices', 'enquiry.serviceOther']}
          group="service"
        />
        <div className={wide}>
          <TextareaField field={fields.message} label={t('enquiry.message')} textareaProps={{ rows: 5 }} />
        </div>
      </FormSection>

      <SendButton busy={busy} label={t('enquiry.submit')} />
    </Form>
  );
}

/** A checklist as wide as its section, whose "Other" box opens a text field for the answer the list lacks. */
function ChecklistWithOther({
  fields: [list, other],
  labels: [legend, otherLabel],
  group,
  columns,
}: {
  fields: [list: AnyField, other: AnyField];
  labels: [legend: MessageKey, other: MessageKey];
  group: OptionGroup;
  columns?: string;
}) {
  const { t } = useI18n();
  return (
    <div className={wide}>
      <WithRevealed
        revealed={
          <Field
            field={other}
            label={t(otherLabel)}
            required={isRequiredWhenShown(enquiryFormSchema, other.name)}
          />
        }
      >
        <OptionChoices
          field={list}
          legend={t(legend)}
          group={group}
          type="checkbox"
          revealValue="other"
          columns={columns}
        />
      </WithRevealed>
    </div>
  );
}

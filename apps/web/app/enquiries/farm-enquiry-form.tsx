import { getFormProps } from '@conform-to/react';
import { type EnquiryDefaultsFromPlan, enquiryFormSchema } from '@farm/contract';
import { Form, useNavigation } from 'react-router';
import {
  ChoiceField,
  Field,
  Revealed,
  RevealScope,
  SelectField,
  TextareaField,
  useSchemaForm,
} from '#app/components/forms';
import { Button } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';
import { choicesOf } from '#app/i18n/option-labels';
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
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
      {serviceId && <input type="hidden" name={fields.serviceId.name} value={serviceId} />}
      {plan && <input type="hidden" name={fields.planId.name} value={plan.id} />}

      <FormSection id="enquiry-contact" title={t('enquiry.section.contact')}>
        <Field
          field={fields.fullName}
          label={t('enquiry.fullName')}
          required
          inputProps={{ autoComplete: 'name' }}
        />
        <Field
          field={fields.company}
          label={t('enquiry.company')}
          inputProps={{ autoComplete: 'organization' }}
        />
        <Field
          field={fields.email}
          label={t('enquiry.email')}
          type="email"
          required
          inputProps={{ autoComplete: 'email', dir: 'ltr' }}
        />
        <Field
          field={fields.phone}
          label={t('enquiry.phone')}
          type="tel"
          required
          inputProps={{ autoComplete: 'tel', dir: 'ltr' }}
        />
        <SelectField
          field={fields.location}
          label={t('enquiry.location')}
          choose={t('form.choose')}
          options={choicesOf('emirate', t)}
        />
      </FormSection>

      <FormSection id="enquiry-site" title={t('enquiry.section.site')}>
        <div className={wide}>
          <RevealScope>
            <ChoiceField
              field={fields.siteTypes}
              legend={t('enquiry.siteTypes')}
              options={choicesOf('siteType', t)}
              type="checkbox"
              revealValue="other"
              columns="grid-cols-2 sm:grid-cols-3"
            />
            <Revealed>
              <Field field={fields.siteTypeOther} label={t('enquiry.siteTypeOther')} />
            </Revealed>
          </RevealScope>
        </div>
        <SelectField
          field={fields.spaceType}
          label={t('enquiry.spaceType')}
          choose={t('form.choose')}
          options={choicesOf('space', t)}
        />
        <RevealScope>
          <SelectField
            field={fields.siteArea}
            label={t('enquiry.siteArea')}
            choose={t('form.choose')}
            options={choicesOf('siteArea', t)}
            revealValue="custom"
          />
          <Revealed>
            <Field field={fields.siteAreaCustom} label={t('enquiry.siteAreaCustom')} />
          </Revealed>
        </RevealScope>
        <PhotoPicker field={fields.image} />
      </FormSection>

      <FormSection id="enquiry-project" title={t('enquiry.section.project')}>
        <div className={wide}>
          <RevealScope>
            <ChoiceField
              field={fields.purpose}
              legend={t('enquiry.purpose')}
              options={choicesOf('purpose', t)}
              type="checkbox"
              revealValue="other"
              columns="grid-cols-2 sm:grid-cols-4"
            />
            <Revealed>
              <Field field={fields.purposeOther} label={t('enquiry.purposeOther')} />
            </Revealed>
          </RevealScope>
        </div>
        <div className={wide}>
          <ChoiceField
            field={fields.technology}
            legend={t('enquiry.technology')}
            options={choicesOf('technology', t)}
            type="radio"
            columns="grid-cols-2 sm:grid-cols-5"
          />
        </div>
        <div className={wide}>
          <CropPicker field={fields.crops} legend={t('enquiry.crops')} />
        </div>
        <Field field={fields.customCrop} label={t('enquiry.customCrop')} />
      </FormSection>

      <FormSection id="enquiry-resources" title={t('enquiry.section.resources')}>
        <ChoiceField
          field={fields.waterAvailable}
          legend={t('enquiry.waterAvailable')}
          options={choicesOf('yesNo', t)}
          type="radio"
          columns="grid-cols-2"
        />
        <Field field={fields.waterType} label={t('enquiry.waterType')} />
        <RevealScope>
          <ChoiceField
            field={fields.electricityAvailable}
            legend={t('enquiry.electricityAvailable')}
            options={choicesOf('yesNo', t)}
            type="radio"
            revealValue="yes"
            columns="grid-cols-2"
          />
          <Revealed>
            <ChoiceField
              field={fields.powerBackup}
              legend={t('enquiry.powerBackup')}
              options={choicesOf('yesNoNotSure', t)}
              type="radio"
              columns="grid-cols-3"
            />
          </Revealed>
        </RevealScope>
        <ChoiceField
          field={fields.greenhouseRequired}
          legend={t('enquiry.greenhouseRequired')}
          options={choicesOf('yesNoNotSure', t)}
          type="radio"
          columns="grid-cols-3"
        />
      </FormSection>

      <FormSection id="enquiry-plan" title={t('enquiry.section.plan')}>
        <SelectField
          field={fields.budget}
          label={t('enquiry.budget')}
          choose={t('form.choose')}
          options={choicesOf('budget', t)}
        />
        <SelectField
          field={fields.timeline}
          label={t('enquiry.timeline')}
          choose={t('form.choose')}
          options={choicesOf('timeline', t)}
        />
      </FormSection>

      <FormSection id="enquiry-services" title={t('enquiry.section.services')}>
        <div className={wide}>
          <RevealScope>
            <ChoiceField
              field={fields.additionalServices}
              legend={t('enquiry.additionalServices')}
              options={choicesOf('service', t)}
              type="checkbox"
              revealValue="other"
            />
            <Revealed>
              <Field field={fields.serviceOther} label={t('enquiry.serviceOther')} />
            </Revealed>
          </RevealScope>
        </div>
        <div className={wide}>
          <TextareaField field={fields.message} label={t('enquiry.message')} textareaProps={{ rows: 5 }} />
        </div>
      </FormSection>

      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('form.sending') : t('enquiry.submit')}
      </Button>
    </Form>
  );
}

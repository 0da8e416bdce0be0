import { getFormProps } from '@conform-to/react';
import {
  careerApplicationFormSchema,
  type CareerPosition,
  CV_EXTENSIONS,
  CV_TYPES,
  isRequiredWhenShown,
} from '@farm/contract';
import { Form, useActionData, useNavigation } from 'react-router';
import { Field, TextareaField, useSchemaForm } from '#app/components/forms';
import { FormPanel } from '#app/components/content/form-panel';
import { OptionChoices, OptionSelect, WithRevealed } from '#app/components/content/option-fields';
import { SendButton, SenderFields } from '#app/components/content/sender-fields';
import { ReplyDialogs } from '#app/enquiries/enquiry-form';
import type { EnquiryReply } from '#app/enquiries/reply';
import { useI18n } from '#app/i18n/context';

const resumeAccept = [...CV_EXTENSIONS, ...CV_TYPES].join(',');

/**
 * The career application (docs/product-rules.md §3, 5; docs/decisions/010-form-rules-where-spec-disagrees.md): a multipart form with the CV, posted to this page's
 * action, so it works before JavaScript loads. Experience details show when experience is Yes.
 */
export function ApplicationForm({ position }: { position?: CareerPosition }) {
  const { t } = useI18n();
  const reply = useActionData<EnquiryReply>();
  // Held from the press until the next page has loaded: after the action, the form stays on screen while
  // the page it leads to loads, and a second press would send a second application.
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData !== undefined;
  const [form, fields] = useSchemaForm('career-application', careerApplicationFormSchema, {
    lastResult: reply?.result,
    defaultValue: {
      position,
    },
  });
  return (
    <section
      id="application"
      aria-labelledby="application-title"
      className="mx-auto max-w-3xl scroll-mt-32 px-4 pt-14"
    >
      <FormPanel titleId="application-title" title={t('career.form.title')} intro={t('career.form.intro')}>
        <Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(form)}
          className="mt-6 grid gap-x-6 gap-y-2 md:grid-cols-2"
        >
          <SenderFields
            fields={{ name: fields.fullName, email: fields.email, phone: fields.phone }}
            labels={['career.form.fullName', 'career.form.email', 'career.form.mobile']}
            phoneHint={t('career.form.mobileHint')}
            phoneInputMode="tel"
          />
          <OptionSelect field={fields.position} label={t('career.form.position')} group="position" required />
          <div className="md:col-span-2">
            <WithRevealed
              revealed={
                <TextareaField
                  field={fields.expDetails}
                  label={t('career.form.expDetails')}
                  required={isRequiredWhenShown(careerApplicationFormSchema, fields.expDetails.name)}
                  textareaProps={{ rows: 3 }}
                />
              }
            >
              <OptionChoices
                field={fields.experience}
                legend={t('career.form.experience')}
                group="yesNo"
                type="radio"
                required
                revealValue="yes"
                columns="grid-cols-2 sm:max-w-sm"
              />
            </WithRevealed>
          </div>
          <div className="md:col-span-2">
            <TextareaField
              field={fields.skills}
              label={t('career.form.skills')}
              textareaProps={{ rows: 3 }}
            />
          </div>
          <div className="md:col-span-2">
            <TextareaField field={fields.message} label={t('career.form.message')} />
          </div>
          <Field
            field={fields.resume}
            type="file"
            label={t('career.form.resume')}
            hint={t('career.form.resumeHint')}
            again={reply?.filesDropped ? t('career.form.resumeAgain') : undefined}
            required
            inputProps={{ accept: resumeAccept }}
            className="md:col-span-2"
          />
          <div className="md:col-span-2">
            <SendButton busy={busy} label={t('career.form.submit')} />
          </div>
        </Form>
      </FormPanel>
      <ReplyDialogs reply={reply} focusAfter="application-title" />
    </section>
  );
}

import { getFormProps } from '@conform-to/react';
import { careerApplicationFormSchema, type CareerPosition, CV_EXTENSIONS, CV_TYPES } from '@farm/contract';
import { Form, useActionData, useNavigation } from 'react-router';
import {
  ChoiceField,
  Field,
  Revealed,
  RevealScope,
  SelectField,
  TextareaField,
  useSchemaForm,
} from '#app/components/forms';
import { ReplyDialogs } from '#app/enquiries/enquiry-form';
import type { EnquiryReply } from '#app/enquiries/reply';
import { Button } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';
import { choicesOf } from '#app/i18n/option-labels';

const resumeAccept = [...CV_EXTENSIONS, ...CV_TYPES].join(',');

/**
 * The career application (docs/product-rules.md §3, 5; docs/decisions/010-form-rules-where-spec-disagrees.md): a multipart form with the CV, posted to this page's
 * action, so it works before JavaScript loads. Experience details show when experience is Yes.
 */
export function ApplicationForm({ position }: { position?: CareerPosition }) {
  const { t } = useI18n();
  const reply = useActionData<EnquiryReply>();
  const busy = useNavigation().state === 'submitting';
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
      <div className="rounded-2xl border border-leaf-100 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="application-title" className="text-2xl font-bold text-gray-900">
          {t('career.form.title')}
        </h2>
        <p className="mt-1 text-gray-700">{t('career.form.intro')}</p>
        <Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(form)}
          className="mt-6 grid gap-x-6 gap-y-2 md:grid-cols-2"
        >
          <Field
            field={fields.fullName}
            label={t('career.form.fullName')}
            required
            inputProps={{ autoComplete: 'name' }}
          />
          <Field
            field={fields.email}
            label={t('career.form.email')}
            type="email"
            required
            inputProps={{ autoComplete: 'email', dir: 'ltr' }}
          />
          <Field
            field={fields.phone}
            label={t('career.form.mobile')}
            type="tel"
            hint={t('career.form.mobileHint')}
            required
            inputProps={{ autoComplete: 'tel', inputMode: 'tel', dir: 'ltr' }}
          />
          <SelectField
            field={fields.position}
            label={t('career.form.position')}
            choose={t('form.choose')}
            options={choicesOf('position', t)}
            required
          />
          <div className="md:col-span-2">
            <RevealScope>
              <ChoiceField
                field={fields.experience}
                legend={t('career.form.experience')}
                options={choicesOf('yesNo', t)}
                type="radio"
                required
                revealValue="yes"
                columns="grid-cols-2 sm:max-w-sm"
              />
              <Revealed>
                <TextareaField
                  field={fields.expDetails}
                  label={t('career.form.expDetails')}
                  textareaProps={{ rows: 3 }}
                />
              </Revealed>
            </RevealScope>
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
            required
            inputProps={{ accept: resumeAccept }}
            className="md:col-span-2"
          />
          <div className="md:col-span-2">
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? t('form.sending') : t('career.form.submit')}
            </Button>
          </div>
        </Form>
      </div>
      <ReplyDialogs reply={reply} />
    </section>
  );
}

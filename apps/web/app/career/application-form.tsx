import { getFormProps, getInputProps } from '@conform-to/react';
import { type CareerPosition, careerApplicationFormSchema, CV_EXTENSIONS, CV_TYPES } from '@farm/contract';
import { Form, useActionData, useNavigation } from 'react-router';
import {
  ChoiceField,
  FieldErrors,
  FieldLabel,
  InputField,
  inputClass,
  Revealed,
  RevealScope,
  SelectField,
  TextAreaField,
} from '../enquiries/fields';
import { ReplyDialogs, submitButtonClass, useEnquiryForm } from '../enquiries/enquiry-form';
import type { EnquiryReply } from '../enquiries/reply';
import { useI18n } from '../i18n/context';

const resumeAccept = [...CV_EXTENSIONS, ...CV_TYPES].join(',');

/**
 * The career application (docs/product-rules.md §3, 5; docs/decisions/010-form-rules-where-spec-disagrees.md): a multipart form with the CV, posted to this page's
 * action, so it works before JavaScript loads. Experience details show when experience is Yes.
 */
export function ApplicationForm({ position }: { position?: CareerPosition }) {
  const { t } = useI18n();
  const reply = useActionData<EnquiryReply>();
  const busy = useNavigation().state === 'submitting';
  const { form, fields } = useEnquiryForm('career-application', careerApplicationFormSchema, reply, {
    position,
  });
  const resume = getInputProps(fields.resume, {
    type: 'file',
    ariaDescribedBy: `${fields.resume.id}-hint${fields.resume.errors ? ` ${fields.resume.errorId}` : ''}`,
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
          <InputField
            field={fields.fullName}
            label={t('career.form.fullName')}
            required
            autoComplete="name"
          />
          <InputField
            field={fields.email}
            label={t('career.form.email')}
            type="email"
            required
            autoComplete="email"
            dir="ltr"
          />
          <InputField
            field={fields.phone}
            label={t('career.form.mobile')}
            type="tel"
            hint={t('career.form.mobileHint')}
            required
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
          />
          <SelectField field={fields.position} label={t('career.form.position')} group="position" required />
          <div className="md:col-span-2">
            <RevealScope>
              <ChoiceField
                field={fields.experience}
                legend={t('career.form.experience')}
                group="yesNo"
                type="radio"
                required
                revealValue="yes"
                columns="grid-cols-2 sm:max-w-sm"
              />
              <Revealed>
                <TextAreaField field={fields.expDetails} label={t('career.form.expDetails')} rows={3} />
              </Revealed>
            </RevealScope>
          </div>
          <div className="md:col-span-2">
            <TextAreaField field={fields.skills} label={t('career.form.skills')} rows={3} />
          </div>
          <div className="md:col-span-2">
            <TextAreaField field={fields.message} label={t('career.form.message')} rows={4} />
          </div>
          <div className="md:col-span-2">
            <FieldLabel htmlFor={fields.resume.id} required>
              {t('career.form.resume')}
            </FieldLabel>
            <p id={`${fields.resume.id}-hint`} className="text-sm text-gray-600">
              {t('career.form.resumeHint')}
            </p>
            <input
              {...resume}
              key={resume.key}
              accept={resumeAccept}
              className={`${inputClass} file:me-3 file:rounded-md file:border-0 file:bg-leaf-100 file:px-3 file:py-1.5 file:font-semibold file:text-leaf-800`}
            />
            <FieldErrors field={fields.resume} />
          </div>
          <div className="md:col-span-2">
            <button type="submit" className={submitButtonClass} disabled={busy}>
              {busy ? t('form.sending') : t('career.form.submit')}
            </button>
          </div>
        </Form>
      </div>
      <ReplyDialogs reply={reply} />
    </section>
  );
}

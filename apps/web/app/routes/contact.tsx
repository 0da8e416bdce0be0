import { getFormProps } from '@conform-to/react';
import { contactRequestSchema } from '@farm/contract';
import type { ReactNode } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/contact';
import { Icon } from '#app/components/icons';
import { submitEnquiryForm } from '#app/enquiries/enquiry-action.server';
import { ReplyDialogs } from '#app/enquiries/enquiry-form';
import { Field, TextareaField, useSchemaForm } from '#app/components/forms';
import { FormPanel } from '#app/components/content/form-panel';
import { SendButton, SenderFields } from '#app/components/content/sender-fields';
import { OfficeMap } from '#app/enquiries/office-map';
import type { EnquiryReply } from '#app/enquiries/reply';
import { useResetKey } from '#app/utils/use-reset-key';
import { useI18n } from '#app/i18n/context';
import { fixedPageMeta } from '#app/lib/seo';
import { useCompany } from '#app/lib/site';

export async function action({ request, context }: Route.ActionArgs) {
  return submitEnquiryForm(
    { request, context },
    {
      schema: contactRequestSchema,
      maxBytes: 64 * 1024,
      call: (api, body) => api.enquiries.getInTouch({ body }),
      // docs/product-rules.md §8: the contact form shows the server's error text.
      failure: { title: 'dialog.error', fallback: 'contact.failedFallback' },
      // docs/product-rules.md §4: success resets the form; a dialog says the message was sent.
      success: { stay: true, title: 'contact.successTitle' },
    },
  );
}

export const meta: Route.MetaFunction = fixedPageMeta('/contact', 'contact.meta');

function InfoBlock({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-leaf-100 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="rounded-full bg-leaf-100 p-3 text-leaf-800">{icon}</span>
        <h2 className="font-semibold text-gray-900">{title}</h2>
      </div>
      <div className="mt-3 min-w-0 space-y-1 text-gray-800">{children}</div>
    </section>
  );
}

const link = 'text-leaf-800 underline-offset-2 hover:underline';

export default function Contact() {
  const { t, lang } = useI18n();
  const company = useCompany();
  const reply = useActionData<EnquiryReply>();
  const formKey = useResetKey(reply);
  return (
    <>
      <section className="bg-gradient-to-br from-leaf-800 to-leaf-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h1 className="text-4xl font-extrabold">{t('contact.title')}</h1>
          <p className="mt-4 max-w-3xl text-lg text-leaf-50">{t('contact.intro')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <InfoBlock icon={<Icon name="phone" />} title={t('contact.phones')}>
            {company.phones.map((phone) => (
              <p key={phone.href}>
                <a href={phone.href} dir="ltr" className={link}>
                  {phone.text}
                </a>
              </p>
            ))}
          </InfoBlock>
          <InfoBlock icon={<Icon name="mail" />} title={t('contact.emails')}>
            {company.emails.map((email) => (
              <p key={email} className="break-words">
                <a href={`mailto:${email}`} className={link}>
                  {email}
                </a>
              </p>
            ))}
          </InfoBlock>
          <InfoBlock icon={<Icon name="pin" />} title={t('contact.address')}>
            <address className="not-italic">{company.address[lang]}</address>
          </InfoBlock>
          <InfoBlock icon={<Icon name="chat" />} title={t('contact.whatsapp')}>
            <p>
              <a
                href={company.whatsapp.href}
                target="_blank"
                rel="noopener noreferrer"
                dir="ltr"
                className={link}
              >
                {company.whatsapp.text}
              </a>
            </p>
          </InfoBlock>
        </div>

        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <FormPanel
            landmark
            titleId="get-in-touch-title"
            title={t('contact.form.title')}
            intro={t('contact.form.intro')}
          >
            <GetInTouchForm key={formKey} reply={reply} />
          </FormPanel>
          <section aria-labelledby="map-title">
            <h2 id="map-title" className="mb-4 text-2xl font-bold text-gray-900">
              {t('contact.map.title')}
            </h2>
            <OfficeMap
              lat={company.location.lat}
              lon={company.location.lon}
              address={company.address[lang]}
            />
          </section>
        </div>
      </div>
      <ReplyDialogs reply={reply} focusAfter="get-in-touch-title" />
    </>
  );
}

/** Get in Touch (docs/product-rules.md §3, 5; docs/decisions/010-form-rules-where-spec-disagrees.md: the phone travels as `mobile`). */
function GetInTouchForm({ reply }: { reply: EnquiryReply | undefined }) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useSchemaForm('get-in-touch', contactRequestSchema, { lastResult: reply?.result });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-2">
      <SenderFields
        fields={{ name: fields.name, email: fields.email, phone: fields.mobile }}
        labels={['contact.form.name', 'contact.form.email', 'contact.form.mobile']}
        phoneHint={t('contact.form.mobileHint')}
        phoneInputMode="numeric"
      />
      <Field
        field={fields.address}
        label={`${t('contact.form.address')} (${t('form.optional')})`}
        inputProps={{ autoComplete: 'street-address' }}
      />
      <TextareaField field={fields.message} label={`${t('contact.form.message')} (${t('form.optional')})`} />
      <SendButton busy={busy} label={t('contact.form.submit')} />
    </Form>
  );
}

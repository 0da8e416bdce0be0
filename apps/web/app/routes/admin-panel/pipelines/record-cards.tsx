import { type AdminSubmission, SUBMISSION_FIELDS } from '@farm/contract';
import { Link } from 'react-router';
import { Card } from '#app/components/ui/card';
import { useI18n } from '#app/i18n/context';
import { fieldLabel, fieldValue } from '#app/routes/admin-panel/pipelines/field-value';
import { isShownPhoto } from '#app/routes/admin-panel/pipelines/photo';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="font-medium text-gray-700">{label}</dt>
      <dd className="min-w-0 break-words text-gray-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

export function SenderCard({ record }: { record: AdminSubmission }) {
  const { t } = useI18n();
  return (
    <Card id="sender-title" title={t('pipeline.sender')}>
      <dl className="mt-2 divide-y divide-gray-100">
        <Row label={t('pipeline.reference')}>
          <span dir="ltr" className="font-mono text-sm">
            {record._id}
          </span>
        </Row>
        <Row label={t('pipeline.field.email')}>
          <a href={`mailto:${record.sender.email}`} dir="ltr" className="break-all text-leaf-800 underline">
            {record.sender.email}
          </a>
        </Row>
        {record.sender.phone && (
          <Row label={t('pipeline.field.phone')}>
            <a href={`tel:${record.sender.phone}`} dir="ltr" className="text-leaf-800 underline">
              {record.sender.phone}
            </a>
          </Row>
        )}
        <Row label={t('pipeline.account')}>
          {t(record.customerId ? 'pipeline.signedIn' : 'pipeline.anonymous')}
        </Row>
        <Row label={t('pipeline.language')}>
          {t(record.language === 'ar' ? 'pipeline.language.ar' : 'pipeline.language.en')}
        </Row>
        {record.serviceName && (
          <Row label={t('pipeline.service')}>
            <bdi>{record.serviceName}</bdi>
          </Row>
        )}
        {record.productName && (
          <Row label={t('pipeline.product')}>
            <bdi>{record.productName}</bdi>
          </Row>
        )}
        {record.planId && (
          <Row label={t('pipeline.plan')}>
            <Link to={`/planner/${record.planId}`} className="text-leaf-800 underline">
              {t('pipeline.planOpen')}
            </Link>
          </Row>
        )}
      </dl>
    </Card>
  );
}

/** Every field the form stored, in the form's order; a field the screen has no name for comes last. */
export function FieldsCard({ record }: { record: AdminSubmission }) {
  const { t } = useI18n();
  const ordered: readonly string[] = SUBMISSION_FIELDS[record.kind];
  const extra = Object.keys(record.fields).filter((field) => !ordered.includes(field));
  return (
    <Card id="fields-title" title={t('pipeline.fields')}>
      <dl className="mt-2 divide-y divide-gray-100">
        {[...ordered, ...extra].map((field) => {
          const value = fieldValue(field, record.fields[field], t);
          return (
            <Row key={field} label={fieldLabel(field, t)}>
              {value === undefined ? (
                <span className="text-gray-600">{t('pipeline.notGiven')}</span>
              ) : (
                <span className="whitespace-pre-line" dir="auto">
                  {value}
                </span>
              )}
            </Row>
          );
        })}
      </dl>
    </Card>
  );
}

export function FilesCard({ record, section }: { record: AdminSubmission; section: string }) {
  const { t } = useI18n();
  if (record.kind !== 'application' && record.kind !== 'enquiry') return null;
  const size = (bytes: number) =>
    bytes >= 1024 * 1024
      ? t('pipeline.megabytes', { value: (bytes / (1024 * 1024)).toFixed(1) })
      : t('pipeline.kilobytes', { value: Math.ceil(bytes / 1024) });
  return (
    <Card id="files-title" title={t('pipeline.files')}>
      {record.files.length === 0 ? (
        <p className="mt-2 text-gray-700">{t('pipeline.noFiles')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100">
          {record.files.map((file) => {
            const href = `/admin-panel/${section}/${record._id}/files/${file.fileId}`;
            // A photo shows as a thumbnail that opens large in a tab of its own; a CV is only downloaded.
            const photo = isShownPhoto(record, file);
            return (
              <li key={file.fileId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                {photo && (
                  <a
                    href={`${href}?view`}
                    target="_blank"
                    rel="noopener"
                    className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-leaf-700"
                  >
                    <img
                      src={`${href}?view`}
                      alt={t('pipeline.openPhotoNamed', { name: file.name })}
                      width={96}
                      height={96}
                      loading="lazy"
                      className="h-24 w-24 rounded-lg border border-gray-200 bg-gray-50 object-cover"
                    />
                  </a>
                )}
                <span className="min-w-0 flex-1 break-all text-gray-900">
                  <bdi>{file.name}</bdi>{' '}
                  <span className="text-sm text-gray-600">
                    ({t(file.field === 'resume' ? 'pipeline.cv' : 'pipeline.photo')}, {size(file.size)})
                  </span>
                </span>
                {/* A document request (reloadDocument): the resource route answers the file itself. */}
                <Link
                  reloadDocument
                  to={href}
                  aria-label={t('pipeline.downloadNamed', { name: file.name })}
                  className="rounded-lg border border-leaf-700 px-3 py-1.5 text-sm font-semibold text-leaf-800 hover:bg-leaf-50"
                >
                  {t('pipeline.download')}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

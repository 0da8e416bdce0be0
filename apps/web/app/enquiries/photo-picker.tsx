import { ENQUIRY_PHOTO_LIMIT, ENQUIRY_PHOTO_TYPES, validationCodes } from '@farm/contract';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Icon } from '#app/components/icons';
import { useI18n } from '#app/i18n/context';
import { useApiMessage } from '#app/i18n/use-api-message';
import { type AnyField, ErrorList, errorsOf, Label } from '#app/components/forms';
import { FileInput } from '#app/components/file-input';

type Preview = { file: File; url: string };

/**
 * Up to five site photos (docs/product-rules.md §3, 5; docs/decisions/011-enquiry-photos.md) under the name `image`. Without JavaScript it is a
 * plain multiple file input; with it, the chosen photos show as previews that can be removed one by one,
 * and choosing more than five rejects the choice with the limit message (docs/product-rules.md §5's limit-exceeded flag).
 * The type and size rules run with the rest of the form (the contract's photoRule); the API checks the
 * bytes.
 */
export function PhotoPicker({ field, dropped = false }: { field: AnyField; dropped?: boolean }) {
  const { t } = useI18n();
  const message = useApiMessage();
  const input = useRef<HTMLInputElement>(null);
  const [previews, setPreviews] = useState<Preview[]>([]);
  const [limitExceeded, setLimitExceeded] = useState(false);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);

  const show = (files: File[]) =>
    setPreviews(files.map((file) => ({ file, url: URL.createObjectURL(file) })));

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    if (files.length > ENQUIRY_PHOTO_LIMIT) {
      event.currentTarget.value = '';
      setLimitExceeded(true);
      show([]);
      return;
    }
    setLimitExceeded(false);
    show(files);
  };

  const remove = (index: number) => {
    const element = input.current;
    if (!element) return;
    const kept = previews.filter((_, i) => i !== index).map((preview) => preview.file);
    const transfer = new DataTransfer();
    kept.forEach((file) => transfer.items.add(file));
    element.files = transfer.files;
    // Said as a choice of the visitor's: the previews and the input's own line both follow it.
    element.dispatchEvent(new Event('change', { bubbles: true }));
  };

  const hintId = `${field.id}-hint`;
  return (
    <div className="md:col-span-2">
      <Label htmlFor={field.id}>{t('enquiry.photos')}</Label>
      <p id={hintId} className="text-sm text-gray-600">
        {t('enquiry.photosHint')}
      </p>
      <FileInput
        ref={input}
        id={field.id}
        name={field.name}
        form={field.formId}
        multiple
        accept={ENQUIRY_PHOTO_TYPES.join(',')}
        aria-describedby={`${hintId} ${field.errorId}`}
        aria-invalid={Boolean(field.errors) || limitExceeded || undefined}
        onChange={onChange}
        chooseLabel={t('enquiry.choosePhotos')}
        noneLabel={t('enquiry.noPhotos')}
        countLabel="enquiry.photosChosen"
        again={dropped ? t('enquiry.photosAgain') : undefined}
      />
      {limitExceeded && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {message(validationCodes.photoLimit)}
        </p>
      )}
      {previews.length > 0 && (
        <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {previews.map((preview, index) => (
            <li
              key={preview.url}
              className="relative overflow-hidden rounded-lg border border-gray-200 bg-white"
            >
              <img
                src={preview.url}
                alt={t('enquiry.photoPreview', { name: preview.file.name })}
                className="aspect-square w-full object-cover"
              />
              <p className="truncate px-2 py-1 text-xs text-gray-700">
                <bdi>{preview.file.name}</bdi>
              </p>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t('enquiry.removePhoto', { name: preview.file.name })}
                className="absolute end-1 top-1 rounded-full bg-white/90 p-1 text-gray-900 shadow hover:bg-white"
              >
                <Icon name="close" width={16} height={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ErrorList id={field.errorId} errors={errorsOf(field)} />
    </div>
  );
}

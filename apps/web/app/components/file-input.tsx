import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useI18n } from '#app/i18n/context';
import type { PluralKey } from '#app/i18n/messages';
import { useHydrated } from '#app/utils/use-hydrated';

type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: Ref<HTMLInputElement>;
  /** The button's words: "Choose file" (or "Choose files" for a multiple input) unless given. */
  chooseLabel?: string;
  /** What the line says before a choice: "No file chosen" unless given. */
  noneLabel?: string;
  /** How the chosen files are counted ("2 photos chosen"); without it one file shows its name. */
  countLabel?: PluralKey;
  /**
   * Said under the frame while nothing is chosen, when the form came back refused without the files it was
   * sent with (a page drawn anew holds none; with JavaScript the chosen ones usually stay, and it is not said).
   */
  again?: string;
};

/**
 * A file input that speaks the page's language (docs/decisions/268-card-buttons-account-tabs-file-inputs.md):
 * the browser draws its own "Choose file / No file chosen" in the browser's language, English on an Arabic
 * page. The real input stays in the form, transparent over a button and a line drawn here, so a click or
 * a drop anywhere on the frame reaches it, the keyboard focuses it (the frame shows the focus ring), its
 * label names it, and the line is read with it. Until the page's script runs (without JavaScript, or before
 * it has loaded) the browser's own control shows instead (app.css): the line could not follow the choice.
 */
export function FileInput({
  ref,
  chooseLabel,
  noneLabel,
  countLabel,
  again,
  className,
  onChange,
  multiple,
  'aria-describedby': describedBy,
  ...attributes
}: FileInputProps) {
  const { t, tn } = useI18n();
  const statusId = useId();
  const againId = useId();
  const enhanced = useHydrated();
  const own = useRef<HTMLInputElement | null>(null);
  const [files, setFiles] = useState<readonly File[]>([]);
  const read = useCallback(() => setFiles(Array.from(own.current?.files ?? [])), []);

  useEffect(() => {
    // Files chosen before the page's script ran are in the input already.
    read();
    // A form reset empties the input without a change event; the input is emptied after the event.
    const form = own.current?.form;
    const onReset = () => setTimeout(read);
    form?.addEventListener('reset', onReset);
    return () => form?.removeEventListener('reset', onReset);
  }, [read]);

  const setRef = useCallback(
    (element: HTMLInputElement | null) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  let status: ReactNode;
  if (files.length === 0) status = noneLabel ?? t('form.file.none');
  else if (countLabel) status = tn(countLabel, files.length);
  else if (files.length === 1) status = <bdi>{files[0]?.name}</bdi>;
  else status = tn('form.file.chosen', files.length);
  const againShown = Boolean(again) && files.length === 0;

  return (
    <>
      {/* Its width is the form's: a long file name is cut short with an ellipsis, never widens the form. */}
      <div
        data-enhanced={enhanced || undefined}
        className={`file-picker group relative mt-1 flex min-h-11 [contain:inline-size] items-center gap-3 rounded-lg border border-gray-300 bg-white p-1.5 pe-3 text-gray-900 has-[input[aria-invalid=true]]:border-red-600 ${className ?? ''}`}
      >
        <input
          {...attributes}
          ref={setRef}
          type="file"
          multiple={multiple}
          aria-describedby={
            [describedBy, enhanced && statusId, againShown && againId].filter(Boolean).join(' ') || undefined
          }
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onChange?.(event);
            read();
          }}
          className="absolute inset-0 h-full w-full cursor-pointer opacity-0 file:me-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-leaf-100 file:px-3 file:py-1.5 file:font-semibold file:text-leaf-800"
        />
        <span
          aria-hidden="true"
          className="shrink-0 rounded-md bg-leaf-100 px-3 py-1.5 font-semibold text-leaf-800 group-hover:bg-leaf-200"
        >
          {chooseLabel ?? t(multiple ? 'form.file.chooseMany' : 'form.file.choose')}
        </span>
        <span id={statusId} aria-hidden="true" className="min-w-0 truncate text-gray-700">
          {status}
        </span>
      </div>
      {againShown && (
        <p id={againId} className="mt-1 text-sm font-medium text-amber-800">
          {again}
        </p>
      )}
    </>
  );
}

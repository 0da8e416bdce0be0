import {
  type DefaultValue,
  type FieldMetadata,
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import {
  createContext,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useContext,
  useEffect,
  useState,
} from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import type { z } from 'zod';
import { useI18n } from '#app/i18n/context';
import { useApiMessage } from '#app/i18n/use-api-message';
import { MessageDialog } from '#app/components/feedback/dialog';
import { Button, type ButtonProps, unavailable } from '#app/components/ui/button';
import { cardClass } from '#app/components/ui/card';
import { FileInput } from '#app/components/file-input';
import { useDismissable } from '#app/utils/use-dismissable';
import { useHydrated } from '#app/utils/use-hydrated';

/** Conform's field of any value type: a list of checkboxes, a number, a file. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's metadata is generic over the field's value type, which these components do not read.
export type AnyField = FieldMetadata<any, any, string[]>;

// A field the page fills in and fixes (`readonly`, a reset link's address) is grey: matched by its attribute,
// since the :read-only state also holds for every select and file input, which must look as usable as they are.
const controlClass =
  'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-leaf-700 aria-[invalid=true]:border-red-600 [&[readonly]]:bg-gray-50';

/**
 * Whether a field keeps a line free under it for an error. A form checked as it is filled in keeps it, so
 * a message appearing when a field is left does not push the fields below it down; a filter card is
 * checked only when it is sent, and its page comes back whole, so it leaves no gaps for errors it is not
 * showing (FilterFields; docs/decisions/269-labels-and-fields-in-line.md).
 */
const ErrorSpace = createContext(true);

/** The fields of a filter or search card above a list: no room kept for errors that are not there. */
export function FilterFields({ children }: { children: ReactNode }) {
  return <ErrorSpace.Provider value={false}>{children}</ErrorSpace.Provider>;
}

/**
 * The filter card above an admin list: a GET form (its choices land in the address, so a filtered list can
 * be bookmarked and shared) whose fields keep no room for errors. A search landmark, unless it only picks
 * a period (`search={false}`).
 */
export function FilterForm({
  label,
  search = true,
  className,
  children,
}: {
  label: string;
  search?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      role={search ? 'search' : undefined}
      aria-label={label}
      className={['mt-6 p-4', cardClass, className].filter(Boolean).join(' ')}
    >
      <FilterFields>{children}</FilterFields>
    </Form>
  );
}

/**
 * Whether the fields are laid out across a grid's columns (GridFields): each then takes four rows of the
 * grid (label, control, hint, errors), its label at the foot of the first, so the controls of a row start
 * at one height however many lines their labels take.
 */
const InGrid = createContext(false);

/**
 * Fields side by side in the columns of a grid (an English text beside its Arabic twin): the controls of a
 * row start at one height whatever their labels' lengths, and a checkbox sits level with the control beside
 * it (docs/decisions/269-labels-and-fields-in-line.md, docs/decisions/271-catalog-grid-at-every-width.md).
 */
export function GridFields({ children }: { children: ReactNode }) {
  return <InGrid.Provider value={true}>{children}</InGrid.Provider>;
}

/** The classes of a field that takes four rows of its grid: label, control, hint, errors. */
const GRID_ROWS = 'row-span-4 grid grid-rows-subgrid';
/**
 * The errors' row of a field in a grid, with room under it: the grid has no gap between rows (it would part
 * a label from its control), so an error shown would otherwise touch the next row's labels.
 */
const GRID_ERRORS = 'row-start-4 mb-3';

/** The lines under a control: its errors (contract codes), translated and announced with the control. */
export function ErrorList({
  id,
  errors,
  className,
}: {
  id?: string;
  errors?: readonly string[] | null;
  className?: string;
}) {
  const message = useApiMessage();
  const reserved = useContext(ErrorSpace);
  if (!reserved && !errors?.length) return null;
  return (
    <div id={id} className={['mt-1 min-h-5 text-sm text-red-700', className].filter(Boolean).join(' ')}>
      {errors?.map((error) => (
        <p key={error}>{message(error)}</p>
      ))}
    </div>
  );
}

/** The attributes of a field written in one language whatever the page's own (an admin's Arabic texts). */
export function writtenIn(lang: 'en' | 'ar') {
  return { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' } as const;
}

/** The marks of a required field: "*", read as "required". */
function RequiredMark() {
  const { t } = useI18n();
  return (
    <>
      <span aria-hidden="true" className="ms-0.5 text-red-700">
        *
      </span>
      <span className="sr-only"> ({t('form.required')})</span>
    </>
  );
}

export function Label({
  htmlFor,
  required,
  className,
  children,
}: {
  htmlFor?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={htmlFor}
      className={['block text-sm font-medium text-gray-800', className].filter(Boolean).join(' ')}
    >
      {children}
      {required && <RequiredMark />}
    </label>
  );
}

/** Every error of a field, its items' included (a checkbox list reports `crops.3`). */
export function errorsOf(field: AnyField | undefined): string[] | undefined {
  if (!field) return undefined;
  const all = [...new Set(Object.values(field.allErrors ?? {}).flat())];
  return all.length > 0 ? all : undefined;
}

type FrameProps = {
  label: ReactNode;
  /** A sentence under the control, read with it. */
  hint?: ReactNode;
  /** Marks the label; the rule itself is the contract's (Conform sets `required` from it). */
  required?: boolean;
  className?: string;
  /** The errors to show (contract codes): those of `field` unless given. */
  errors?: readonly string[] | string | null;
};

/**
 * Ids and ARIA of one control: bound to a Conform `field`, or given its `id` (a controlled input, the
 * card block), with the hint and the errors both named by `aria-describedby`.
 */
function useControl(frame: FrameProps, field: AnyField | undefined, ownId: string | undefined) {
  const id = field?.id ?? ownId ?? '';
  const errors = typeof frame.errors === 'string' ? [frame.errors] : (frame.errors ?? errorsOf(field));
  const errorId = field?.errorId ?? `${id}-error`;
  const hintId = frame.hint ? `${id}-hint` : undefined;
  const described = [hintId, errors?.length ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-invalid': errors?.length ? true : undefined, 'aria-describedby': described };
  return { id, errors, errorId, hintId, aria };
}

function Frame({
  frame,
  control,
  children,
}: {
  frame: FrameProps;
  control: ReturnType<typeof useControl>;
  children: ReactNode;
}) {
  const grid = useContext(InGrid);
  return (
    <div className={[grid && GRID_ROWS, frame.className].filter(Boolean).join(' ')}>
      <Label htmlFor={control.id} required={frame.required} className={grid ? 'self-end' : undefined}>
        {frame.label}
      </Label>
      {children}
      {frame.hint && (
        <p id={control.hintId} className={`mt-1 text-sm text-gray-600${grid ? ' row-start-3' : ''}`}>
          {frame.hint}
        </p>
      )}
      <ErrorList id={control.errorId} errors={control.errors} className={grid ? GRID_ERRORS : undefined} />
    </div>
  );
}

type InputType = 'text' | 'email' | 'password' | 'tel' | 'number' | 'url' | 'file' | 'search' | 'date';

/** A labelled input: bound to a Conform field, or controlled by its caller through `inputProps`. */
export function Field({
  field,
  type = 'text',
  inputProps = {},
  again,
  ...frame
}: FrameProps & {
  field?: AnyField;
  type?: InputType;
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { key?: string };
  /** A file input's word that the form came back without its file (see FileInput). */
  again?: string;
}) {
  const control = useControl(frame, field, inputProps.id);
  const { key, className, ...attributes } = {
    ...(field ? getInputProps(field, { type }) : { type }),
    // An address, a phone number or a link is written left to right on an Arabic page too.
    ...(type === 'email' || type === 'tel' || type === 'url' ? { dir: 'ltr' } : {}),
    ...control.aria,
    ...inputProps,
  };
  // A password longer than the rule allows is shown its message, never cut short silently by the browser.
  if (type === 'password') delete attributes.maxLength;
  // An e-mail or a phone number runs left to right, but lines up with the other fields of an Arabic page.
  const aligned = attributes.dir === 'ltr' && !attributes.lang ? 'rtl:text-right' : '';
  const classes = [controlClass, aligned, className].filter(Boolean).join(' ');
  return (
    <Frame frame={frame} control={control}>
      {type === 'file' ? (
        <FileInput key={key} {...attributes} id={control.id} className={className} again={again} />
      ) : type === 'password' ? (
        <PasswordInput
          key={key}
          attributes={attributes}
          id={control.id}
          className={classes}
          label={typeof frame.label === 'string' ? frame.label : undefined}
        />
      ) : (
        <input key={key} {...attributes} id={control.id} className={classes} />
      )}
    </Frame>
  );
}

/**
 * A password input with a "Show" button once JavaScript runs (typing a long password on a phone is easier
 * when it can be checked). Sending the form hides it again, so no browser keeps it as typed text.
 */
function PasswordInput({
  attributes,
  id,
  className,
  label,
}: {
  attributes: InputHTMLAttributes<HTMLInputElement>;
  id: string;
  className: string;
  /** The field's label, which names the button for screen readers ("Show Confirm Password"). */
  label?: string;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  // Said once the button is pressed (a button's new name is not read out by every screen reader).
  const [said, setSaid] = useState('');
  // Hidden again once the router sends a form, not on the submit event: a form its own checks refuse
  // (passwords not matching) keeps the password shown, just when the customer wants to look at it.
  // A navigation carrying form data is a sending (its action running, or the page loading after it); the
  // router may skip straight past 'submitting' when the answer comes quickly.
  const sending = useNavigation().formData !== undefined;
  useEffect(() => {
    if (sending) setShown(false);
  }, [sending]);
  return (
    <div className="relative">
      <input
        {...attributes}
        id={id}
        type={shown ? 'text' : 'password'}
        // Shown, it is still a password: no spelling service, keyboard learning or correction may touch it,
        // and a Latin password reads in its own order on an Arabic page.
        spellCheck={false}
        autoCapitalize="none"
        autoCorrect="off"
        dir="auto"
        className={`${className} rtl:text-right${hydrated ? ' pe-20' : ''}`}
      />
      {hydrated && (
        <button
          type="button"
          onClick={() => {
            setShown(!shown);
            setSaid(t(shown ? 'form.passwordHidden' : 'form.passwordShown'));
          }}
          aria-controls={id}
          className="absolute end-px top-px bottom-px mt-1 rounded-e-lg px-3 text-sm font-semibold text-leaf-800 hover:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-leaf-700"
        >
          {t(shown ? 'form.hidePassword' : 'form.showPassword')}
          <span className="sr-only">{label ? ` ${label}` : t('form.passwordWord')}</span>
        </button>
      )}
      <span role="status" className="sr-only">
        {said}
      </span>
    </div>
  );
}

export function TextareaField({
  field,
  textareaProps = {},
  ...frame
}: FrameProps & { field?: AnyField; textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  const control = useControl(frame, field, textareaProps.id);
  const { key, ...attributes } = {
    ...(field ? getTextareaProps(field) : {}),
    ...control.aria,
    rows: 4,
    ...textareaProps,
  };
  return (
    <Frame frame={frame} control={control}>
      <textarea key={key} {...attributes} id={control.id} className={controlClass} />
    </Frame>
  );
}

export type Choice = { value: string; label: string };

/**
 * A drop-down of `options` (or of its children), with `choose` ("Choose…") first where there may be no
 * answer; the option `revealValue` shows its RevealScope's hidden input.
 */
export function SelectField({
  field,
  selectProps = {},
  options = [],
  choose,
  revealValue,
  children,
  ...frame
}: FrameProps & {
  field?: AnyField;
  selectProps?: SelectHTMLAttributes<HTMLSelectElement>;
  options?: readonly Choice[];
  choose?: string;
  revealValue?: string;
  children?: ReactNode;
}) {
  const control = useControl(frame, field, selectProps.id);
  const { key, ...attributes } = {
    ...(field ? getSelectProps(field) : {}),
    ...control.aria,
    ...selectProps,
  };
  return (
    <Frame frame={frame} control={control}>
      <select key={key} {...attributes} id={control.id} className={controlClass}>
        {choose !== undefined && <option value="">{choose}</option>}
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            data-reveals={option.value === revealValue ? '' : undefined}
          >
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </Frame>
  );
}

/**
 * One checkbox with its label beside it (a yes or no of its own). Left unticked it answers "no", which the
 * contract takes: Conform reads the rule's boolean as required, which on a checkbox would mean "must be
 * ticked" and be announced so, and is left out.
 */
export function CheckboxField({ field, label, hint }: { field: AnyField; label: string; hint?: string }) {
  // The hint is read out with the box, as a text field's is.
  const {
    key,
    required: _mustBeTicked,
    ...attributes
  } = getInputProps(field, {
    type: 'checkbox',
    ariaDescribedBy: hint ? field.descriptionId : undefined,
  });
  // In a grid of fields the box takes the row of the controls beside it, level with their middle (both
  // 0.25rem below the labels' row), and leaves the labels' row empty.
  const grid = useContext(InGrid);
  return (
    <div className={grid ? GRID_ROWS : undefined}>
      <label
        className={`flex items-center gap-2 font-medium text-gray-900${grid ? ' row-start-2 mt-1 self-center' : ''}`}
      >
        <input key={key} {...attributes} className="h-5 w-5 accent-leaf-700" />
        {label}
      </label>
      {hint && (
        <p id={field.descriptionId} className={`text-sm text-gray-600${grid ? ' row-start-3' : ''}`}>
          {hint}
        </p>
      )}
      <ErrorList id={field.errorId} errors={field.errors} className={grid ? GRID_ERRORS : undefined} />
    </div>
  );
}

/** A group of radio buttons or checkboxes, as one fieldset with its legend. */
export function ChoiceField({
  field,
  legend,
  options,
  type,
  required,
  revealValue,
  columns = 'sm:grid-cols-2',
}: {
  field: AnyField;
  legend: string;
  options: readonly Choice[];
  type: 'radio' | 'checkbox';
  required?: boolean;
  /** The value that shows this scope's hidden input (see RevealScope). */
  revealValue?: string;
  columns?: string;
}) {
  const errors = errorsOf(field);
  const values = options.map((option) => option.value);
  const labels = new Map(options.map((option) => [option.value, option.label]));
  const controls = getCollectionProps(field, { type, options: values, ariaAttributes: true });
  return (
    <fieldset aria-describedby={errors ? field.errorId : undefined}>
      <legend className="text-sm font-medium text-gray-800">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {controls.map(({ key, ...control }) => (
          <label
            key={key}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-200 bg-white px-3 py-2 text-gray-800 hover:border-leaf-300 has-[:checked]:border-leaf-600 has-[:checked]:bg-leaf-50"
          >
            <input
              {...control}
              data-reveals={control.value === revealValue ? '' : undefined}
              className="h-4 w-4 shrink-0 accent-leaf-700"
            />
            <span>{labels.get(control.value)}</span>
          </label>
        ))}
      </div>
      <ErrorList id={field.errorId} errors={errors} />
    </fieldset>
  );
}

/**
 * A question and the input it opens: the input shows while the control marked `data-reveals` (an "Other"
 * box, the Yes of a radio group, the Custom option of a select) is chosen. Pure CSS (`:has()`), so it works
 * before JavaScript loads and resets with the form.
 */
export function RevealScope({ children }: { children: ReactNode }) {
  return <div className="reveal-scope space-y-2">{children}</div>;
}

/** What RevealScope shows on demand. */
export function Revealed({ children }: { children: ReactNode }) {
  return <div className="reveal">{children}</div>;
}

/** A dialog's words: the title and the sentence (the API's, in the page's language, or the fallback). */
export type Notice = { title: string; message: string };

/** What a form's action hands back: Conform's result, and the API's refusal when there was one. */
export type FormReply = { result?: SubmissionResult<string[]>; failure?: Notice };

/**
 * A form bound to its contract schema: the same rule runs on blur in the browser and in the action, and
 * the action's reply (field errors, a reset after success) flows back into the form. `schemaFor` picks the
 * schema of the pressed button (`intent`) in a form with several.
 */
export function useSchemaForm<Schema extends z.ZodTypeAny>(
  id: string,
  schema: Schema,
  options: {
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<z.input<Schema>>;
    schemaFor?: (formData: FormData) => z.ZodTypeAny;
  } = {},
) {
  return useForm<z.input<Schema>>({
    id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: options.schemaFor?.(formData) ?? schema }),
  });
}

/**
 * A form posted to its page's action: `useSchemaForm` fed with the action's reply, whether the post is on
 * its way, and the API's refusal to show.
 */
export function useActionForm<Schema extends z.ZodTypeAny>(
  id: string,
  schema: Schema,
  options: Omit<Parameters<typeof useSchemaForm<Schema>>[2], 'lastResult'> = {},
) {
  const reply = useActionData<FormReply>();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useSchemaForm(id, schema, { ...options, lastResult: reply?.result });
  return { form, fields, busy, failure: reply?.failure };
}

/**
 * A form's main button, the width of its form, held while the post is on its way so it is not sent twice
 * (and keeping the keyboard's focus: `unavailable`).
 */
export function SubmitButton({
  busy,
  ...button
}: { busy: boolean } & Omit<ButtonProps, 'type' | 'disabled'>) {
  return <Button type="submit" size="wide" {...unavailable(busy)} {...button} />;
}

/** The API's refusal (docs/product-rules.md §8) in an error dialog; closed, it opens again for the next refusal. */
export function FailureDialog({ failure }: { failure: FormReply['failure'] }) {
  const { t } = useI18n();
  const [open, close] = useDismissable(failure);
  return (
    <MessageDialog
      open={open}
      tone="error"
      title={failure?.title ?? ''}
      message={failure?.message}
      okLabel={t('dialog.ok')}
      onClose={close}
    />
  );
}

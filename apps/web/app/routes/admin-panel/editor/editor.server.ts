import { parseWithZod } from '@conform-to/zod';
import {
  ADMIN_IMAGES_PER_UPLOAD,
  type AuditedKind,
  ENQUIRY_PHOTO_MAX_BYTES,
  isFile,
  messageRef,
} from '@farm/contract';
import { z } from 'zod';
import { loadAuditTrail } from '#app/admin/audit.server';
import { redirectWithToast } from '#app/lib/redirect-with-toast.server';
import { toast } from '#app/components/feedback/toast-model';
import { adminForms, BUSY, withFormData } from '#app/lib/read-form.server';
import { answerMessage, apiMessage, fieldErrorsOf } from '#app/i18n/api-messages';
import { translate } from '#app/i18n/messages';
import {
  adminApi,
  type Api,
  type ApiAnswer,
  bodyOrNotFound,
  formReply,
  REFUSED_HERE,
  type Replied,
  tryApi,
} from '#app/lib/api.server';
import { languageOf } from '#app/lib/language.server';
import { backOf, fromList, listAt } from '#app/admin/list-place';
import type { Language } from '#app/i18n/messages';
import type { RouteArgs } from '#app/lib/load-context';
import type { EditorReply } from '#app/routes/admin-panel/editor/editor-reply';

/** The largest admin form worth reading: a full upload of pictures plus the texts. */
export const ADMIN_FORM_MAX_BYTES = ADMIN_IMAGES_PER_UPLOAD * ENQUIRY_PHOTO_MAX_BYTES + 1024 * 1024;

type ApiResult = { status: number; body: unknown };
const savedRecord = z.object({ data: z.object({ _id: z.string() }) });

/** The record of a read's 200 answer (`{ data: record }`). */
type StoredOf<Read extends ApiResult> = Extract<Read, { status: 200 }>['body'] extends { data: infer Stored }
  ? Stored
  : never;

export type EditorConfig<Schema extends z.ZodTypeAny, Read extends ApiResult, Extra> = {
  /** The contract's form schema: the rule the browser ran, checked again here. */
  schema: Schema;
  /** The record's history of admin changes, shown under its form. */
  audit: AuditedKind;
  /** Where a deleted record's page goes, and where a save lands (the record's own page). */
  listPath: string;
  editPath: (id: string) => string;
  /** The record the URL edits, or none on an "add" page (`params.id` unless said otherwise). */
  recordId?: (args: RouteArgs) => string | undefined;
  read: (api: Api, id: string) => Promise<Read>;
  // `never`: each screen's call takes its own body type, which `toBody` makes.
  create: (api: Api, body: never) => Promise<ApiResult>;
  update: (api: Api, id: string, body: never) => Promise<ApiResult>;
  remove?: (api: Api, id: string) => Promise<ApiResult>;
  /** What else the page shows beside the record (the services a category can belong to). */
  extra?: (api: Api, args: RouteArgs, record: StoredOf<Read> | null) => Promise<Extra>;
  /** The file input whose pictures go up through the admin upload before the record names them. */
  fileField: string;
  /**
   * Upload the picked pictures before the form is checked, on every post, and add their URLs to the
   * form's list (`images[n]`): a product's pictures survive a refused save or a rearranging post
   * (docs/decisions/072-product-form-without-javascript.md). Otherwise they go up once the form is valid.
   */
  uploadFirst?: boolean;
  /** The API's body from the checked form and the uploaded pictures' URLs, or the fields to correct. */
  toBody: (value: z.output<Schema>, uploaded: string[]) => object | { fieldErrors: Record<string, string[]> };
  /**
   * Work on the post before the form is checked, on every save: the service form stores its picked video
   * here and names it in the form instead. Field errors come back on the form.
   */
  prepare?: (
    api: Api,
    formData: FormData,
  ) => Promise<{ fieldErrors: Record<string, string[]>; answer?: ApiAnswer } | undefined>;
  /** The largest body the form may post; a full picture upload plus the texts unless said otherwise. */
  maxBytes?: number;
  /** Buttons with an `intent` of their own (the blog's Preview): they answer before any save. */
  intents?: Record<string, (api: Api, formData: FormData, lang: Language) => Promise<Replied<EditorReply>>>;
};

/** The pictures a post picked in one file input. */
export function pickedFiles(formData: FormData, field: string): File[] {
  return formData.getAll(field).filter((item): item is File => isFile(item) && item.size > 0);
}

/** Stores pictures through POST /admin/images (checked by content and re-encoded there); none, no call. */
export async function uploadPictures(
  api: Api,
  files: File[],
): Promise<{ urls: string[] } | { refused: unknown; answer: ApiAnswer }> {
  if (files.length === 0) return { urls: [] };
  const body = new FormData();
  for (const file of files) body.append('images', file, file.name);
  const res = await tryApi(() => api.admin.uploadImages({ body }));
  if (res?.status === 201) return { urls: res.body.data.map((image) => image.url) };
  return { refused: res?.body, answer: res };
}

/** Adds uploaded URLs after the kept ones of a list posted as `images[0]`, `images[1]`, ... */
function appendToList(formData: FormData, list: string, urls: string[]) {
  const entry = new RegExp(`^${list}\\[(\\d+)\\]$`);
  let count = 0;
  for (const key of formData.keys()) {
    const index = entry.exec(key)?.[1];
    if (index !== undefined) count = Math.max(count, Number(index) + 1);
  }
  urls.forEach((url, index) => formData.append(`${list}[${count + index}]`, url));
}

/**
 * An admin edit screen's loader and action from the record's schema and its read, create, update and
 * remove calls. The loader reads the record (a malformed or unknown id is the 404 page) with its audit
 * trail; the action deletes (`intent=delete`, after the `?delete` confirm step), runs an intent of the
 * screen's own, or checks the form, uploads its pictures and saves. A refusal comes back on the form:
 * field errors at their fields, the API's sentence above them, and pictures already uploaded kept.
 */
export function adminEditor<Schema extends z.ZodTypeAny, Read extends ApiResult, Extra = object>(
  config: EditorConfig<Schema, Read, Extra>,
) {
  type Stored = StoredOf<Read> & { _id: string };
  const recordId = (args: RouteArgs) => (config.recordId ? config.recordId(args) : args.params.id);

  async function loader(args: RouteArgs) {
    const { api } = await adminApi(args.request, args.context);
    const id = recordId(args);
    const record = id ? (bodyOrNotFound(await config.read(api, id)) as { data: Stored }).data : null;
    const [trail, extra] = await Promise.all([
      record ? loadAuditTrail(api, config.audit, record._id) : [],
      config.extra ? config.extra(api, args, record) : ({} as Extra),
    ]);
    const deleting = Boolean(record && config.remove) && new URL(args.request.url).searchParams.has('delete');
    return { record, trail, deleting, ...extra };
  }

  async function action(args: RouteArgs): Promise<Response | Replied<EditorReply>> {
    const { request } = args;
    const { api } = await adminApi(request, args.context);
    const lang = languageOf(request);
    // The form's bytes count against what this process holds until the answer is decided (record 262).
    return withFormData(request, config.maxBytes ?? ADMIN_FORM_MAX_BYTES, adminForms, async (formData) => {
      if (formData === BUSY) return formReply({ failure: apiMessage(lang, 'serviceUnavailable') }, null);
      if (!formData) return { failure: apiMessage(lang, 'payloadTooLarge') };
      return answered(args, api, lang, formData);
    });
  }

  /** The action's answer to a form read within its bounds. */
  async function answered(
    args: RouteArgs,
    api: Api,
    lang: Language,
    formData: FormData,
  ): Promise<Response | Replied<EditorReply>> {
    const { request } = args;
    const id = recordId(args);
    const intent = formData.get('intent');
    const refused = (body: unknown) => answerMessage(lang, body, translate(lang, 'adminContent.saveFailed'));

    if (intent === 'delete' && id && config.remove) {
      const remove = config.remove;
      const res = await tryApi(() => remove(api, id));
      if (res?.status !== 200) return formReply({ failure: refused(res?.body) }, res);
      const sentence = answerMessage(lang, res.body, translate(lang, 'adminContent.deleted'));
      return redirectWithToast(
        request,
        toast('success', sentence),
        listAt(config.listPath, backOf(request.url)),
      );
    }
    const own = typeof intent === 'string' ? config.intents?.[intent] : undefined;
    if (own) return own(api, formData, lang);

    const hideFields = [config.fileField];
    let uploaded: string[] = [];
    let uploadErrors: string[] | undefined;
    // The API's answer to what failed before the save (an upload), if anything did.
    let before: ApiAnswer = REFUSED_HERE;
    if (config.uploadFirst) {
      const first = await uploadPictures(api, pickedFiles(formData, config.fileField));
      formData.delete(config.fileField);
      if ('urls' in first) appendToList(formData, 'images', (uploaded = first.urls));
      else {
        const errors = fieldErrorsOf(first.refused);
        uploadErrors = errors ? Object.values(errors).flat() : [messageRef('serviceUnavailable')];
        before = first.answer;
      }
    }
    const prepared = config.prepare ? await config.prepare(api, formData) : undefined;
    if (prepared?.answer !== undefined && before === REFUSED_HERE) before = prepared.answer;
    const submission = parseWithZod(formData, { schema: config.schema });
    if (submission.status !== 'success' || uploadErrors || prepared) {
      const fieldErrors =
        uploadErrors || prepared
          ? { ...(uploadErrors ? { [config.fileField]: uploadErrors } : {}), ...prepared?.fieldErrors }
          : undefined;
      // Pictures are uploaded once the form passes: those picked with a refused form are gone, and the page
      // says so (a file input cannot be refilled).
      const dropped = !config.uploadFirst && pickedFiles(formData, config.fileField).length > 0;
      return formReply(
        { result: submission.reply({ hideFields, fieldErrors }), ...(dropped && { filesDropped: true }) },
        before,
      );
    }
    if (!config.uploadFirst) {
      const later = await uploadPictures(api, pickedFiles(formData, config.fileField));
      if (!('urls' in later)) {
        const result = submission.reply({ hideFields, fieldErrors: fieldErrorsOf(later.refused) });
        return formReply({ result, failure: refused(later.refused) }, later.answer);
      }
      uploaded = later.urls;
    }
    const body = config.toBody(submission.value, uploaded);
    if ('fieldErrors' in body) return { result: submission.reply({ fieldErrors: body.fieldErrors }) };

    const res = await tryApi(() =>
      id ? config.update(api, id, body as never) : config.create(api, body as never),
    );
    const saved = savedRecord.safeParse(res?.body);
    if ((res?.status === 200 || res?.status === 201) && saved.success) {
      const sentence = answerMessage(lang, res.body, '');
      const title = translate(lang, 'adminContent.saved');
      return redirectWithToast(
        request,
        toast('success', title, sentence),
        fromList(config.editPath(saved.data.data._id), backOf(request.url)),
      );
    }
    const result = submission.reply({ hideFields, fieldErrors: fieldErrorsOf(res?.body) });
    // Pictures uploaded for the refused save stay in the form: a browser cannot refill a file input.
    return formReply(
      { result, failure: refused(res?.body), pending: config.uploadFirst ? undefined : uploaded },
      res,
    );
  }

  return { loader, action };
}

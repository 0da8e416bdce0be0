import { parseWithZod } from '@conform-to/zod';
import {
  ADMIN_IMAGES_PER_UPLOAD,
  adminProductSchema,
  ENQUIRY_PHOTO_MAX_BYTES,
  isFile,
  messageBodySchema,
  messageRef,
  productFormSchema,
} from '@farm/contract';
import type { ActionFunctionArgs } from 'react-router';
import { tryApi } from '../../accounts/api-call.server';
import type { AccountReply } from '../../accounts/failure';
import { redirectWithToast } from '../../accounts/redirect-with-toast.server';
import { toast } from '../../components/feedback/toast-model';
import { readFormData } from '../../enquiries/read-form.server';
import { answerMessage, apiMessage, fieldErrorsOf } from '../../i18n/api-messages';
import { translator } from '../../i18n/messages';
import { api, onBehalfOf, pathParam } from '../../lib/api.server';
import { languageOf } from '../../lib/language.server';
import { bearer, endSessionOn401, forbidden } from '../../lib/session.server';
import { productPath } from './paths';

/** What the product form's action hands back: Conform's result (absent when the body was too large). */
export type ProductReply = Omit<AccountReply, 'result'> & { result?: AccountReply['result'] };

/** The largest honest post: a full batch of images and the texts. */
const MAX_BYTES = ADMIN_IMAGES_PER_UPLOAD * ENQUIRY_PHOTO_MAX_BYTES + 1024 * 1024;
const IMAGE_ENTRY = /^images\[(\d+)\]$/;
const savedProductSchema = messageBodySchema.extend({ data: adminProductSchema });

/** How many kept images the form posted (`images[0]`, `images[1]`, ...). */
function keptImageCount(formData: FormData): number {
  let count = 0;
  for (const key of formData.keys()) {
    const index = IMAGE_ENTRY.exec(key)?.[1];
    if (index !== undefined) count = Math.max(count, Number(index) + 1);
  }
  return count;
}

/**
 * The product form's action, for a new product or an existing one. Images the admin picked are uploaded
 * first, on every post (a save, or a move/remove button without JavaScript), and join the end of the kept
 * list, so they are never lost to a refusal: the form comes back with them in place
 * (docs/decisions/072-product-form-without-javascript.md). A save then validates with the contract's form
 * schema and sends the product to the API; a move or remove only hands the rearranged form back.
 */
export async function saveProduct(
  { request, context }: Pick<ActionFunctionArgs, 'request' | 'context'>,
  token: string,
  productId?: string,
): Promise<Response | ProductReply> {
  const lang = languageOf(request);
  const t = translator(lang);
  const extraHeaders = { ...onBehalfOf(context, lang), ...bearer(token) };
  const failureOf = (message: string) => ({ title: t('adminProducts.saveFailed'), message });

  const formData = await readFormData(request, MAX_BYTES);
  if (!formData) return { failure: failureOf(apiMessage(lang, 'payloadTooLarge')) };

  const picked = formData.getAll('newImages').filter((item): item is File => isFile(item) && item.size > 0);
  formData.delete('newImages');
  let uploadErrors: string[] | undefined;
  if (picked.length > 0) {
    const body = new FormData();
    for (const file of picked) body.append('images', file, file.name);
    const res = await tryApi(() => api.admin.uploadImages({ body, extraHeaders }));
    if (res) await endSessionOn401(request, res.status);
    if (res?.status === 403) throw await forbidden(request);
    if (res?.status === 201) {
      const start = keptImageCount(formData);
      res.body.data.forEach((image, index) => formData.append(`images[${start + index}]`, image.url));
    } else {
      const errors = fieldErrorsOf(res?.body);
      uploadErrors = errors ? Object.values(errors).flat() : [messageRef('serviceUnavailable')];
    }
  }

  const submission = parseWithZod(formData, { schema: productFormSchema });
  const hideFields = ['newImages'];
  if (submission.status !== 'success' || uploadErrors)
    return {
      result: submission.reply({
        hideFields,
        ...(uploadErrors ? { fieldErrors: { newImages: uploadErrors } } : {}),
      }),
    };

  const { newImages: _picked, ...product } = submission.value;
  const res = productId
    ? await tryApi(() =>
        api.adminProducts.update({ params: { id: pathParam(productId) }, body: product, extraHeaders }),
      )
    : await tryApi(() => api.adminProducts.create({ body: product, extraHeaders }));
  if (res) await endSessionOn401(request, res.status);
  if (res?.status === 403) throw await forbidden(request);
  if (res?.status === 200 || res?.status === 201) {
    // Either answer carries the saved product (a 200 from create would be no answer of its contract).
    const saved = savedProductSchema.parse(res.body);
    return redirectWithToast(
      request,
      toast('success', t('adminProducts.savedTitle'), answerMessage(lang, saved, '')),
      productPath(saved.data._id),
    );
  }
  return {
    result: submission.reply({ hideFields, fieldErrors: fieldErrorsOf(res?.body) }),
    failure: failureOf(answerMessage(lang, res?.body, t('adminProducts.saveFallback'))),
  };
}

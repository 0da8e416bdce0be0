import { savedAddressInputSchema, type SavedAddressInput } from '@farm/contract';
import { submitAccountForm } from '#app/accounts/account-action.server';
import { type Api, pathParam, tryApi, userApi } from '#app/lib/api.server';
import type { RequestArgs } from '#app/lib/load-context';
import { redirectWithAnswer } from '#app/lib/redirect-with-toast.server';
import { readForm } from '#app/lib/read-form.server';

/**
 * The address book's posts: `intent=save` adds an address (or, with `id`, changes that one); `intent=remove`
 * removes the one named by `id`. Both end on the book with a toast; an invalid form comes back with its errors.
 */
export async function addressAction({ request, context }: RequestArgs, id?: string) {
  const { api } = await userApi(request, context);
  const formData = await readForm(request);
  if (formData.get('intent') === 'remove') return remove(request, api, String(formData.get('id') ?? ''));
  return submitAccountForm({ request, context }, formData, {
    schema: savedAddressInputSchema,
    call: (_anonymous, body: SavedAddressInput): Promise<{ status: number; body: unknown }> =>
      id
        ? api.account.updateAddress({ params: { id: pathParam(id) }, body })
        : api.account.addAddress({ body }),
    onReply: (res, { moveOn }) =>
      res.status === 200 || res.status === 201
        ? moveOn('account.addresses.savedTitle', res.body, '/account/addresses')
        : undefined,
    refusal: { title: 'account.addresses.failedTitle', fallback: 'login.failedFallback' },
  });
}

async function remove(request: Request, api: Api, id: string) {
  const res = await tryApi(() => api.account.removeAddress({ params: { id: pathParam(id) } }));
  const titles = {
    ok: 'account.addresses.removedTitle',
    failed: 'dialog.error',
    fallback: 'login.failedFallback',
  } as const;
  return redirectWithAnswer(request, res, titles, '/account/addresses');
}

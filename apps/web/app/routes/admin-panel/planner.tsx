import {
  type AuditEntry,
  PLANNER_FIGURES_RECORD,
  type PlannerAssumptions,
  publishPlannerAssumptionsSchema,
} from '@farm/contract';
import {
  type ActionFunctionArgs,
  data,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { accountMeta } from '../../accounts/account-meta';
import { redirectWithToast } from '../../accounts/redirect-with-toast.server';
import { loadAuditTrail } from '../../admin/audit.server';
import { AuditTrail } from '../../admin/audit-trail';
import {
  type FigureField,
  figureFields,
  figuresFromForm,
  isShare,
  postedValues,
  segmentLabel,
} from '../../admin/planner/figure-fields';
import { toast } from '../../components/feedback/toast-model';
import { fieldErrorsOf } from '../../i18n/api-messages';
import { useI18n } from '../../i18n/context';
import { localeOf, translator } from '../../i18n/messages';
import { api, onBehalfOf } from '../../lib/api.server';
import { languageOf } from '../../lib/language.server';
import { bearer, endSessionOn401, forbidden, requireAdmin } from '../../lib/session.server';

export const meta: MetaFunction = ({ matches }) => accountMeta(matches, 'admin.planner');

async function versionsFor(request: Request, context: LoaderFunctionArgs['context'], token: string) {
  const res = await api.planner.listAssumptions({
    extraHeaders: { ...onBehalfOf(context, languageOf(request)), ...bearer(token) },
  });
  await endSessionOn401(request, res.status);
  if (res.status === 403) throw await forbidden(request);
  if (res.status !== 200) throw new Error(`The API answered ${res.status}`);
  return res.body.data;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request);
  const [versions, trail] = await Promise.all([
    versionsFor(request, context, token),
    loadAuditTrail(request, context, token, 'plannerFigures', PLANNER_FIGURES_RECORD),
  ]);
  return { versions, trail };
}

type ActionResult = { values: FigureField[]; note: string; errors: Record<string, string[]>; failed?: true };

/**
 * Publishes the figures as posted: the contract's schema checks them here first (so the form answers
 * without a round trip when a box is empty) and the API checks them again before it stores a version.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request);
  const lang = languageOf(request);
  const [current] = await versionsFor(request, context, token);
  const template = figureFields(current?.figures ?? {});
  const form = await request.formData();
  const note = String(form.get('note') ?? '');
  const posted = { note, figures: figuresFromForm(form, template) };
  const values = postedValues(form, template);
  const parsed = publishPlannerAssumptionsSchema.safeParse(posted);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
    return data<ActionResult>({ values, note, errors: byFigure(errors) }, { status: 400 });
  }
  const res = await api.planner.publishAssumptions({
    body: parsed.data,
    extraHeaders: { ...onBehalfOf(context, lang), ...bearer(token) },
  });
  await endSessionOn401(request, res.status);
  if (res.status === 403) throw await forbidden(request);
  if (res.status === 400)
    return data<ActionResult>(
      { values, note, errors: byFigure(fieldErrorsOf(res.body) ?? {}) },
      { status: 400 },
    );
  if (res.status !== 201)
    return data<ActionResult>({ values, note, errors: {}, failed: true }, { status: 502 });
  const t = translator(lang);
  return redirectWithToast(
    request,
    toast('success', t('adminPlanner.published', { version: res.body.data.version })),
    '/admin-panel/planner',
  );
}

/** Errors keyed as the fields are (`pricePerKg.herbs`): the body's paths start with `figures.`. */
function byFigure(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, list]) => [path.replace(/^figures\./, ''), list]),
  );
}

export default function AdminPlanner() {
  const { versions, trail } = useLoaderData<typeof loader>();
  const result = useActionData<ActionResult>();
  const { t, lang } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const [current] = versions;
  const date = new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short' });
  const fields = result?.values ?? figureFields(current?.figures ?? {});
  const errors = result?.errors ?? {};
  const groups = groupByFamily(fields);
  return (
    <div>
      <h1 className="text-3xl font-bold text-gray-900">{t('admin.planner')}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t('adminPlanner.intro')}</p>
      {current && (
        <p className="mt-2 text-sm font-medium text-leaf-800">
          {t('adminPlanner.current', {
            version: current.version,
            date: date.format(new Date(current.publishedAt)),
          })}
        </p>
      )}
      {(Object.keys(errors).length > 0 || result?.failed) && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {t(result?.failed ? 'adminPlanner.failed' : 'adminPlanner.invalid')}
        </p>
      )}
      <Form method="post" className="mt-6 space-y-6" noValidate>
        {groups.map(([family, members]) => (
          <FigureFamily key={family} family={family} fields={members} errors={errors} />
        ))}
        <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
          <label htmlFor="planner-note" className="font-semibold text-gray-900">
            {t('adminPlanner.note')}
          </label>
          <p id="planner-note-hint" className="text-sm text-gray-700">
            {t('adminPlanner.noteHint')}
          </p>
          <input
            id="planner-note"
            name="note"
            defaultValue={result?.note ?? ''}
            maxLength={300}
            aria-describedby="planner-note-hint"
            className="mt-2 w-full rounded-lg border border-gray-300 px-3 py-2"
          />
          <FieldError id="planner-note-error" messages={errors.note} />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-leaf-700 px-5 py-2.5 font-semibold text-white hover:bg-leaf-800 disabled:opacity-60"
        >
          {t('adminPlanner.publish')}
        </button>
      </Form>
      <VersionHistory versions={versions} />
      <AuditTrail entries={trail as AuditEntry[]} />
    </div>
  );
}

/**
 * One fieldset per family of figures (the first path segment), in schema order; the single figures
 * (harvest cycle, ramp-up, usable share, labour) share one "General" fieldset instead of one each.
 */
function groupByFamily(fields: readonly FigureField[]): [string, FigureField[]][] {
  const groups = new Map<string, FigureField[]>([[GENERAL, []]]);
  for (const field of fields) {
    const family = field.path.includes('.') ? (field.path.split('.')[0] as string) : GENERAL;
    groups.set(family, [...(groups.get(family) ?? []), field]);
  }
  return [...groups.entries()].filter(([, members]) => members.length > 0);
}

const GENERAL = 'general';

function FigureFamily({
  family,
  fields,
  errors,
}: {
  family: string;
  fields: FigureField[];
  errors: Record<string, string[]>;
}) {
  const { t } = useI18n();
  const labelOf = (path: string) =>
    family === GENERAL
      ? t(segmentLabel(path, 0))
      : path
          .split('.')
          .slice(1)
          .map((segment, index) => t(segmentLabel(segment, index + 1)))
          .join(' · ');
  return (
    <fieldset className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <legend className="px-1 font-semibold text-gray-900">
        {t(family === GENERAL ? 'adminPlanner.general' : segmentLabel(family, 0))}
      </legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {fields.map((field) => {
          const id = `figure-${field.path.replace(/\./g, '-')}`;
          const fieldErrors = errors[field.path];
          const hint = isShare(field.path) ? `${id}-hint` : undefined;
          const describedBy =
            [hint, fieldErrors ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
          return (
            <div key={field.path} className={field.text ? 'sm:col-span-2 lg:col-span-3' : ''}>
              <label htmlFor={id} className="block text-sm font-medium text-gray-800">
                {labelOf(field.path)}
              </label>
              {hint && (
                <p id={hint} className="text-xs text-gray-600">
                  {t('adminPlanner.shareHint')}
                </p>
              )}
              {field.text ? (
                <textarea
                  id={id}
                  name={`figures.${field.path}`}
                  defaultValue={field.value}
                  rows={2}
                  maxLength={600}
                  aria-invalid={fieldErrors ? true : undefined}
                  aria-describedby={describedBy}
                  className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
                />
              ) : (
                <input
                  id={id}
                  name={`figures.${field.path}`}
                  defaultValue={field.value}
                  inputMode="decimal"
                  dir="ltr"
                  aria-invalid={fieldErrors ? true : undefined}
                  aria-describedby={describedBy}
                  className="mt-1 w-full max-w-48 rounded-lg border border-gray-300 px-3 py-2 tabular-nums"
                />
              )}
              <FieldError id={`${id}-error`} messages={fieldErrors} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  const { message } = useI18n();
  if (!messages?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {messages.map((text) => message(text)).join(' ')}
    </p>
  );
}

function VersionHistory({ versions }: { versions: PlannerAssumptions[] }) {
  const { t, lang } = useI18n();
  const date = new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="planner-versions" className="mt-10">
      <h2 id="planner-versions" className="text-xl font-semibold text-gray-900">
        {t('adminPlanner.history')}
      </h2>
      <div className="mt-3 overflow-x-auto rounded-xl border border-gray-200 bg-white">
        <table className="w-full text-sm">
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="px-4 py-3 text-start">
                {t('adminPlanner.col.version')}
              </th>
              <th scope="col" className="px-4 py-3 text-start">
                {t('adminPlanner.col.published')}
              </th>
              <th scope="col" className="px-4 py-3 text-start">
                {t('adminPlanner.col.note')}
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.version} className="border-t border-gray-100">
                <td className="px-4 py-3 tabular-nums">{version.version}</td>
                <td className="px-4 py-3">{date.format(new Date(version.publishedAt))}</td>
                <td className="px-4 py-3" dir="auto">
                  {version.note}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

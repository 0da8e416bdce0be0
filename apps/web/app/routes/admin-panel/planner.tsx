import {
  type AuditEntry,
  PLANNER_FIGURES_RECORD,
  type PlannerAssumptions,
  publishPlannerAssumptionsSchema,
} from '@farm/contract';
import { data, Form, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/planner';
import { accountMeta } from '#app/lib/account-meta';
import { redirectWithToast } from '#app/lib/redirect-with-toast.server';
import { loadAuditTrail } from '#app/admin/audit.server';
import { AuditTrail } from '#app/admin/audit-trail';
import {
  type FigureField,
  figureFields,
  figuresFromForm,
  isShare,
  postedValues,
  segmentLabel,
} from '#app/admin/planner/figure-fields';
import { toast } from '#app/components/feedback/toast-model';
import { fieldErrorsOf } from '#app/i18n/api-messages';
import { useI18n } from '#app/i18n/context';
import { useDateFormat } from '#app/lib/dates';
import { type Translate, translate } from '#app/i18n/messages';
import { adminApi, type Api, bodyOrNotFound } from '#app/lib/api.server';
import { languageOf } from '#app/lib/language.server';
import { Field, GridFields, TextareaField } from '#app/components/forms';
import { Button, unavailable } from '#app/components/ui/button';
import { cardClass } from '#app/components/ui/card';
import { rowRule, TableBox } from '#app/components/ui/table';
import { readForm } from '#app/lib/read-form.server';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'admin.planner');

async function versionsFor(api: Api) {
  return bodyOrNotFound(await api.planner.listAssumptions()).data;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await adminApi(request, context);
  const [versions, trail] = await Promise.all([
    versionsFor(api),
    loadAuditTrail(api, 'plannerFigures', PLANNER_FIGURES_RECORD),
  ]);
  return { versions, trail };
}

type ActionResult = { values: FigureField[]; note: string; errors: Record<string, string[]>; failed?: true };

/**
 * Publishes the figures as posted: the contract's schema checks them here first (so the form answers
 * without a round trip when a box is empty) and the API checks them again before it stores a version.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await adminApi(request, context);
  const lang = languageOf(request);
  const [current] = await versionsFor(api);
  const template = figureFields(current?.figures ?? {});
  const form = await readForm(request);
  const note = String(form.get('note') ?? '');
  const posted = { note, figures: figuresFromForm(form, template) };
  const values = postedValues(form, template);
  const parsed = publishPlannerAssumptionsSchema.safeParse(posted);
  const refused = (errors: Record<string, string[]>) =>
    data<ActionResult>({ values, note, errors: byFigure(errors) }, { status: 400 });
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
    return refused(errors);
  }
  const res = await api.planner.publishAssumptions({ body: parsed.data });
  if (res.status === 400) return refused(fieldErrorsOf(res.body) ?? {});
  if (res.status !== 201)
    return data<ActionResult>({ values, note, errors: {}, failed: true }, { status: 502 });
  return redirectWithToast(
    request,
    toast('success', translate(lang, 'adminPlanner.published', { version: res.body.data.version })),
    '/admin-panel/planner',
  );
}

/** Errors keyed as the fields are (`pricePerKg.herbs`): the body's paths start with `figures.`. */
function byFigure(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, list]) => [path.replace(/^figures\./, ''), list]),
  );
}

export default function AdminPlanner({ loaderData }: Route.ComponentProps) {
  const { versions, trail } = loaderData;
  const result = useActionData<ActionResult>();
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const [current] = versions;
  const date = useDateFormat(true);
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
        <Field
          label={t('adminPlanner.note')}
          hint={t('adminPlanner.noteHint')}
          errors={errors.note}
          inputProps={{ id: 'planner-note', name: 'note', defaultValue: result?.note ?? '', maxLength: 300 }}
          className={`${cardClass} p-4 sm:p-5`}
        />
        <Button type="submit" {...unavailable(busy)}>
          {t('adminPlanner.publish')}
        </Button>
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
    <fieldset className={`${cardClass} p-4 sm:p-5`}>
      <legend className="px-1 font-semibold text-gray-900">
        {t(family === GENERAL ? 'adminPlanner.general' : segmentLabel(family, 0))}
      </legend>
      <div className="mt-2 grid gap-x-3 sm:grid-cols-2 lg:grid-cols-3">
        <GridFields>
          {fields.map((field) => {
            const frame = {
              label: labelOf(field.path),
              hint: isShare(field.path) ? t('adminPlanner.shareHint') : undefined,
              errors: errors[field.path],
            };
            const control = {
              id: `figure-${field.path.replace(/\./g, '-')}`,
              name: `figures.${field.path}`,
              defaultValue: field.value,
            };
            return field.text ? (
              <TextareaField
                key={field.path}
                {...frame}
                textareaProps={{
                  ...control,
                  rows: 2,
                  maxLength: 600,
                  // The Arabic notes are written right to left, whatever the admin's page language.
                  ...(field.path.startsWith('sourcesAr.') ? { lang: 'ar', dir: 'rtl' } : {}),
                }}
                className="sm:col-span-2 lg:col-span-3"
              />
            ) : (
              <Field
                key={field.path}
                {...frame}
                inputProps={{
                  ...control,
                  inputMode: 'decimal',
                  dir: 'ltr',
                  className: 'max-w-48 tabular-nums',
                }}
              />
            );
          })}
        </GridFields>
      </div>
    </fieldset>
  );
}

/** The note version 1 was seeded with before it had none, still in databases seeded then. */
const SEEDED_NOTE = 'Reference figures (docs/planner-assumptions.md)';

/**
 * A version's note as published; version 1, the reference figures the API seeds (docs/planner-assumptions.md),
 * is named in the page's language instead.
 */
function noteOf(version: PlannerAssumptions, t: Translate): string {
  const seeded = version.version === 1 && (version.note === '' || version.note === SEEDED_NOTE);
  return seeded ? t('adminPlanner.referenceNote') : version.note;
}

function VersionHistory({ versions }: { versions: PlannerAssumptions[] }) {
  const { t } = useI18n();
  const date = useDateFormat(true);
  return (
    // Not a named section: the table's own box is the region, named as this heading.
    <section className="mt-10">
      <h2 className="text-xl font-semibold text-gray-900">{t('adminPlanner.history')}</h2>
      <TableBox
        caption={t('adminPlanner.history')}
        boxClassName="mt-3"
        columns={[t('adminPlanner.col.version'), t('adminPlanner.col.published'), t('adminPlanner.col.note')]}
        headCell="px-4 py-3"
      >
        <tbody>
          {versions.map((version) => (
            <tr key={version.version} className={rowRule}>
              <td className="px-4 py-3 tabular-nums">{version.version}</td>
              <td className="px-4 py-3">{date.format(new Date(version.publishedAt))}</td>
              <td className="px-4 py-3" dir="auto">
                {noteOf(version, t)}
              </td>
            </tr>
          ))}
        </tbody>
      </TableBox>
    </section>
  );
}

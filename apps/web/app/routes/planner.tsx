import { defaultPlannerInputs, estimatePlan } from '@farm/contract';
import { useMemo, useState } from 'react';
import { data, redirect, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/planner';
import { answerMessage, fieldErrorsOf } from '#app/i18n/api-messages';
import { useI18n } from '#app/i18n/context';
import { translator } from '#app/i18n/messages';
import { apiFor, bodyOrNotFound, tryApi } from '#app/lib/api.server';
import { languageOf } from '#app/lib/language.server';
import { FailureDialog } from '#app/components/forms';
import { fixedPageMeta } from '#app/lib/seo';
import { HowWeEstimate } from '#app/planner/how-we-estimate';
import { PlanResults, PlanSummary } from '#app/planner/plan-results';
import { type PlannerErrors, PlannerForm, type PlannerValues } from '#app/planner/planner-form';
import { hasAnswers, parsePlannerValues, valuesFrom, valuesOf } from '#app/planner/planner-values';
import { readForm } from '#app/lib/read-form.server';

/** Where "Send this plan" goes: the enquiry form pre-fills itself from the stored plan. */
export function enquiryHref(planId: string): string {
  return `/customize-form?plan=${encodeURIComponent(planId)}`;
}

// /planner: the answers live in the URL (a GET form), so the page works without JavaScript and a plan
// can be bookmarked; the server computes the same estimate the browser computes as answers change.
export async function loader({ request, context }: Route.LoaderArgs) {
  const assumptions = bodyOrNotFound(await apiFor(request, context).planner.currentAssumptions()).data;
  const query = new URL(request.url).searchParams;
  const first = valuesOf(defaultPlannerInputs);
  const values = hasAnswers(query) ? valuesFrom(query, first) : first;
  return { assumptions, values };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = valuesFrom(form, valuesOf(defaultPlannerInputs));
  const parsed = parsePlannerValues(values);
  if (!parsed.ok) return data({ values, errors: parsed.errors }, { status: 400 });
  const res = await tryApi(() => apiFor(request, context).planner.createEstimate({ body: parsed.inputs }));
  if (res?.status === 201) {
    const id = res.body.data.id;
    return redirect(form.get('intent') === 'send' ? enquiryHref(id) : `/planner/${id}`);
  }
  if (res?.status === 400) return data({ values, errors: fieldErrorsOf(res.body) ?? {} }, { status: 400 });
  // Not stored (the API unreachable, or no published figures): the answers stay on the page, with the
  // Error dialog (docs/product-rules.md §8).
  const lang = languageOf(request);
  const t = translator(lang);
  const failure = {
    title: t('dialog.error'),
    message: answerMessage(lang, res?.body, t('planner.toast.failed')),
  };
  return data({ values, errors: {}, failure }, { status: res ? res.status : 502 });
}

export const meta: Route.MetaFunction = fixedPageMeta('/planner', 'planner.meta');

export default function Planner({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  // A new URL (the no-JavaScript submit, a back button) starts from its own answers.
  return (
    <PlannerScreen
      key={location.search}
      assumptions={loaderData.assumptions}
      initial={actionData?.values ?? loaderData.values}
      serverErrors={actionData?.errors}
      failure={actionData && 'failure' in actionData ? actionData.failure : undefined}
    />
  );
}

function PlannerScreen({
  assumptions,
  initial,
  serverErrors,
  failure,
}: {
  assumptions: Route.ComponentProps['loaderData']['assumptions'];
  initial: PlannerValues;
  serverErrors?: PlannerErrors;
  failure?: { title: string; message: string };
}) {
  const { t } = useI18n();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const busy = useNavigation().state === 'submitting';
  const parsed = useMemo(() => parsePlannerValues(values), [values]);
  const estimate = useMemo(
    () => (parsed.ok ? estimatePlan(parsed.inputs, assumptions.figures) : null),
    [parsed, assumptions],
  );
  const errors = parsed.ok ? (touched ? {} : (serverErrors ?? {})) : parsed.errors;
  const change = (name: keyof PlannerValues, value: string | string[]) => {
    setTouched(true);
    setValues((current) => ({ ...current, [name]: value }));
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{t('planner.title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-gray-700">{t('planner.intro')}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <div>
          <PlanSummary estimate={estimate} resultsId="results-title" />
          <PlannerForm values={values} errors={errors} busy={busy} onChange={change} />
        </div>
        <section aria-labelledby="results-title" className="min-w-0">
          <h2 id="results-title" className="text-2xl font-bold text-gray-900">
            {t('planner.results.title')}
          </h2>
          <div className="mt-4">
            {estimate && parsed.ok ? (
              <PlanResults estimate={estimate} figures={assumptions.figures} inputs={parsed.inputs} />
            ) : (
              <p className="rounded-lg bg-soil-100 p-4 text-gray-800">{t('planner.results.invalid')}</p>
            )}
          </div>
        </section>
      </div>
      <HowWeEstimate assumptions={assumptions} />
      <FailureDialog failure={failure} />
    </div>
  );
}

import type { ZodError } from 'zod';
import { type MessageCode, messageRef } from '@farm/contract';
import type { RequestValidationError } from '@ts-rest/nest';
import type { Request } from 'express';
import { type Issue, issueOf } from './error-body';

function issuesOf(error: ZodError | null): Issue[] {
  if (!error) return [];
  return error.issues.map((issue) => issueOf(issue.path.join('.'), issue.message));
}

/**
 * The fields a form body (multipart or urlencoded) carries more than once: both parsers make such a field
 * a list, which a text rule then calls missing or of the wrong type. Which of the values was meant is
 * unknown, so the field is refused for what it is
 * (docs/decisions/267-request-bodies-that-say-what-is-wrong.md).
 * A JSON body cannot repeat a field (its parser keeps the last), and a list in it was sent as one.
 */
function repeatedFormFields(req: Request): ReadonlySet<string> {
  const type = req.headers?.['content-type'] ?? '';
  const body: unknown = req.body;
  if (!/^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) return new Set();
  if (typeof body !== 'object' || body === null) return new Set();
  return new Set(
    Object.entries(body)
      .filter(([, value]) => Array.isArray(value) && value.length > 1)
      .map(([name]) => name),
  );
}

/**
 * The body's issues, where a field the form repeated met a rule that takes one value (it received a list)
 * refused as repeated instead. A list field's own refusals (an unlisted choice) keep their words.
 */
function bodyIssuesOf(error: ZodError | null, repeated: ReadonlySet<string>): Issue[] {
  if (!error) return [];
  return error.issues.map((issue) => {
    const path = issue.path.join('.');
    const oneValueOnly = issue.code === 'invalid_type' && issue.received === 'array';
    if (oneValueOnly && issue.path.length === 1 && repeated.has(path))
      return issueOf(path, messageRef('fieldRepeated'));
    return issueOf(path, issue.message);
  });
}

/** What a request has wrong besides its body: its path parameters, query and headers. */
export function issuesBesideBody(error: RequestValidationError): Issue[] {
  return [...issuesOf(error.pathParams), ...issuesOf(error.query), ...issuesOf(error.headers)];
}

/** Flattens ts-rest's per-part zod errors (path params, query, body, headers) into one issue list. */
export function requestValidationIssues(error: RequestValidationError, req: Request): Issue[] {
  return [
    ...issuesOf(error.pathParams),
    ...issuesOf(error.query),
    ...bodyIssuesOf(error.body, repeatedFormFields(req)),
    ...issuesOf(error.headers),
  ];
}

/**
 * What is wrong with the body as a whole, when there is none or it is no object (a JSON list, `null`, a
 * single value). Every body of the contract is an object, whose schema reports either as one issue at no
 * field ("Required", "Expected object, received array"): that names nothing a client could correct.
 */
export function wholeBodyRefusal(error: RequestValidationError): MessageCode | undefined {
  const issue = error.body?.issues.find((each) => each.path.length === 0);
  if (issue?.code !== 'invalid_type') return undefined;
  if (issue.received === 'undefined') return 'bodyMissing';
  return issue.expected === 'object' ? 'bodyNotObject' : undefined;
}

/** One readable sentence for a dialog: "page: Number must be greater than or equal to 1". */
export function summariseIssues(issues: Issue[]): string {
  if (issues.length === 0) return 'The request is not valid';
  return issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ');
}

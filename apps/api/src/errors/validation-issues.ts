import type { ZodError } from 'zod';
import type { RequestValidationError } from '@ts-rest/nest';
import { type Issue, issueOf } from './error-body';

function issuesOf(error: ZodError | null): Issue[] {
  if (!error) return [];
  return error.issues.map((issue) => issueOf(issue.path.join('.'), issue.message));
}

/** Flattens ts-rest's per-part zod errors (path params, query, body, headers) into one issue list. */
export function requestValidationIssues(error: RequestValidationError): Issue[] {
  return [
    ...issuesOf(error.pathParams),
    ...issuesOf(error.query),
    ...issuesOf(error.body),
    ...issuesOf(error.headers),
  ];
}

/** One readable sentence for a dialog: "page: Number must be greater than or equal to 1". */
export function summariseIssues(issues: Issue[]): string {
  if (issues.length === 0) return 'The request is not valid';
  return issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ');
}

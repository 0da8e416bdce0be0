import { describe, expect, it } from 'vitest';
import { accessOf } from './access';
import {
  adminSubmissionQuerySchema,
  submissionAssignSchema,
  submissionNoteInputSchema,
} from './admin-pipelines';
import {
  customerStatusOf,
  isStatusOf,
  statusOptionsFor,
  type SubmissionKind,
  submissionStatusOptions,
} from './enums';
import { contract } from './index';

describe('the submission pipelines', () => {
  it('gives leads the sales statuses and job applications the hiring ones, each shown to the sender as New, In progress or Closed', () => {
    const labels = (kind: SubmissionKind) => statusOptionsFor(kind).map((option) => option.label);
    for (const kind of ['contact', 'customization', 'productCustomization', 'enquiry'] as const)
      expect(labels(kind)).toEqual(['New', 'Contacted', 'Quoted', 'Won', 'Lost']);
    expect(labels('application')).toEqual(['New', 'Reviewing', 'Interview', 'Offer', 'Hired', 'Rejected']);
    const customer = (kind: SubmissionKind) =>
      statusOptionsFor(kind).map((option) => customerStatusOf(option.value));
    expect(customer('enquiry')).toEqual(['new', 'in-progress', 'in-progress', 'closed', 'closed']);
    expect(customer('application')).toEqual([
      'new',
      'in-progress',
      'in-progress',
      'in-progress',
      'closed',
      'closed',
    ]);
    expect(isStatusOf('application', 'hired')).toBe(true);
    expect(isStatusOf('application', 'won')).toBe(false);
    expect(isStatusOf('contact', 'interview')).toBe(false);
    expect(submissionStatusOptions.map((option) => option.value)).toEqual([
      'new',
      'contacted',
      'quoted',
      'won',
      'lost',
      'reviewing',
      'interview',
      'offer',
      'hired',
      'rejected',
    ]);
  });

  it('keeps every pipeline route to admins', () => {
    for (const route of Object.values(contract.pipelines))
      expect(accessOf(route.metadata)).toEqual({ roles: ['Admin'] });
  });

  it('reads the filters of a list, blanks as absent', () => {
    expect(adminSubmissionQuerySchema.parse({ status: '', assignee: '', from: '', to: '' })).toEqual({
      page: 1,
      limit: 20,
    });
    expect(
      adminSubmissionQuerySchema.parse({
        status: 'won',
        assignee: 'none',
        from: '2025-03-01',
        to: '2025-03-01',
      }),
    ).toMatchObject({ status: 'won', assignee: 'none', from: '2025-03-01', to: '2025-03-01' });
  });

  it('refuses days that do not exist, a reversed range, and old statuses', () => {
    const issues = (query: Record<string, string>) => {
      const parsed = adminSubmissionQuerySchema.safeParse(query);
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    };
    expect(issues({ from: '2025-02-29' })).toEqual(['from:dateInvalid']);
    expect(issues({ to: '24/11/2026' })).toEqual(['to:dateInvalid', 'to:dateInvalid']);
    expect(issues({ from: '2024-02-29' })).toEqual([]);
    expect(issues({ from: '2025-03-02', to: '2025-03-01' })).toEqual(['to:dateRangeReversed']);
    expect(issues({ status: 'closed' })).toHaveLength(1);
    expect(issues({ assignee: 'nobody' })).toHaveLength(1);
  });

  it('needs a note with words in it, at most 2000 characters, without control characters', () => {
    expect(submissionNoteInputSchema.parse({ text: '  Call back on Sunday.\nShe wants lettuce. ' })).toEqual({
      text: 'Call back on Sunday.\nShe wants lettuce.',
    });
    expect(submissionNoteInputSchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(submissionNoteInputSchema.safeParse({ text: 'x'.repeat(2001) }).success).toBe(false);
    expect(submissionNoteInputSchema.safeParse({ text: 'bell\u0007' }).success).toBe(false);
  });

  it('takes a request off its assignee when no admin is named', () => {
    expect(submissionAssignSchema.parse({ assigneeId: '' })).toEqual({});
    expect(submissionAssignSchema.safeParse({ assigneeId: 'admin' }).success).toBe(false);
  });
});

// Apart from admin-pipelines.ts, which needs message-codes.ts: the catalogue must not import it back.
/** The API's answers on the admin's submission pipelines. */
export const pipelineMessages = {
  submissionNotFound: 'Request not found',
  submissionStatusChanged: 'Status changed.',
  statusNotOfKind: 'That status is not one of this pipeline’s.',
  submissionNoteAdded: 'Note added.',
  submissionAssigned: 'Assignee changed.',
  assigneeNotAdmin: 'Only an admin can be assigned a request.',
  submissionDeleted: 'The request, its files and its notes were deleted.',
} as const;
// The date filters' answers (dateInvalid, dateRangeReversed) are the order list's, in admin-orders-messages.ts.

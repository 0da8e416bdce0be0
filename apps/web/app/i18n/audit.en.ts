// English strings of the admin's audit trail (issue 11: every change an admin makes, on the record it changed).
export const auditEn = {
  'audit.title': 'History of changes',
  'audit.empty': 'No admin has changed this record yet.',
  'audit.fields': 'Fields: {fields}',
  'audit.by': '{name} ({email})',
  'audit.action.created': 'Created',
  'audit.action.updated': 'Edited',
  'audit.action.deleted': 'Deleted',
  'audit.action.archived': 'Archived',
  'audit.action.restored': 'Restored',
  'audit.action.statusChanged': 'Status changed to {detail}',
  'audit.action.noteAdded': 'Note added',
  'audit.action.assigned': 'Assigned to {detail}',
  'audit.action.unassigned': 'Taken off its assignee',
  'audit.action.published': 'Published {detail}',
} as const;

/** Every route is served under /api; contract paths carry no prefix. */
export const API_PREFIX = 'api';

export interface PageRequest {
  page: number;
  limit: number;
}

export interface Page<T> {
  data: T[];
  page: number;
  pages: number;
  total: number;
}

/** Documents to skip for a 1-based page. */
export function skipFor({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}

/** A page past the last one is empty but still reports the real page count and total. */
export function pageOf<T>(data: T[], total: number, { page, limit }: PageRequest): Page<T> {
  return { data, page, pages: Math.ceil(total / limit), total };
}

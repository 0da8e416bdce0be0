/** An account screen's address carrying the e-mail on, so the visitor need not type it again. */
export function withEmail(path: string, email: string): string {
  return email ? `${path}?email=${encodeURIComponent(email)}` : path;
}

/** Loader of the screens that start from an e-mail carried in the address (`?email=`). */
export function emailFromQuery({ request }: { request: Request }): { email: string } {
  return { email: new URL(request.url).searchParams.get('email') ?? '' };
}

/** The raw values of every cookie called `name` that the request carries, in the order it sends them. */
export function cookieValues(request: Request, name: string): string[] {
  const values: string[] = [];
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) values.push(rest.join('='));
  }
  return values;
}

/**
 * Whether a path is one of the admin panel's pages (they need the admin part of the catalogue). Read as
 * React Router matches routes, in any case and with escapes decoded: `/Admin-Panel/order` is the same page.
 */
export function isAdminPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape matches no admin route either; the raw path is read as it is.
  }
  path = path.toLowerCase();
  return path === '/admin-panel' || path.startsWith('/admin-panel/');
}

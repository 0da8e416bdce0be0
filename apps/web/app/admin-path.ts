/** Whether a path is one of the admin panel's pages (they need the admin part of the catalogue). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin-panel' || pathname.startsWith('/admin-panel/');
}

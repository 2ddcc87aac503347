/**
 * Back office paths: they get the staff layout, not the public header and footer. On its own,
 * apart from the navigation's data, so the public app shell that asks it carries no staff text.
 */
export function isStaffPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

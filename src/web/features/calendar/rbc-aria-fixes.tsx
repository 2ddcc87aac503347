import { useEffect, type RefObject } from 'react';
import type { HeaderProps } from 'react-big-calendar';

/**
 * Month, week and day column headers without react-big-calendar's `role="columnheader"`: the time grid
 * has no table or row around them, and the month's table roles go (see below), so the role breaks ARIA's required-parent rule.
 */
export function PlainColumnHeader({ label }: HeaderProps) {
  return <span>{label}</span>;
}

/**
 * Repairs react-big-calendar's markup whenever it draws:
 * - the week and day views' all-day row is marked `rowgroup`/`row` with no table or cells, which
 *   fails ARIA's required-children rule; the roles say nothing true there, so they go;
 * - the month view's table roles break whenever a week holds events: its rows own focusable
 *   event blocks and "show more" buttons, which ARIA does not allow in a `row` (axe
 *   aria-required-children), and its date cells sit in a grid of rows that are not the table's
 *   rows. The list of events under the calendar carries the same events in reading order, so the
 *   month grid drops the table roles instead of claiming a structure it does not have;
 * - the hours of the week and day views scroll inside a box that keyboard users cannot reach
 *   when it holds no event (WCAG 2.1.1), so the box becomes focusable and named.
 */
export function useCalendarRoleFix(containerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const removeRoles = () => {
      for (const element of container.querySelectorAll(
        '.rbc-time-view [role="row"], .rbc-time-view [role="rowgroup"], .rbc-month-view [role="row"], .rbc-month-view [role="rowgroup"], .rbc-month-view [role="cell"]',
      )) {
        element.removeAttribute('role');
      }
      // The month keeps its name ("Month View") as a group of weeks.
      for (const element of container.querySelectorAll('.rbc-month-view[role="table"]')) {
        element.setAttribute('role', 'group');
      }
      for (const element of container.querySelectorAll('.rbc-time-content:not([tabindex])')) {
        element.setAttribute('tabindex', '0');
        element.setAttribute('role', 'group');
        element.setAttribute('aria-label', 'Hours of the day, scrollable');
      }
    };
    removeRoles();
    const observer = new MutationObserver(removeRoles);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [containerRef]);
}

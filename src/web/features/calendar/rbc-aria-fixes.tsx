import { useEffect, type RefObject } from 'react';
import type { HeaderProps } from 'react-big-calendar';

/**
 * Week and day column headers without react-big-calendar's `role="columnheader"`: the time grid
 * has no table or row around them, so the role breaks ARIA's required-parent rule.
 */
export function PlainColumnHeader({ label }: HeaderProps) {
  return <span>{label}</span>;
}

/**
 * Repairs react-big-calendar's markup whenever it draws:
 * - the week and day views' all-day row is marked `rowgroup`/`row` with no table or cells, which
 *   fails ARIA's required-children rule; the roles say nothing true there, so they go;
 * - in the month view a week is one `row` that holds the row of day numbers and the rows of
 *   event blocks; a focusable event or "show more" button directly in a `row` fails the same
 *   rule once a week has events (issue 11). Each line of the week becomes its own row instead:
 *   the day numbers (already cells) and each line of events, whose segments become cells;
 * - the hours of the week and day views scroll inside a box that keyboard users cannot reach
 *   when it holds no event (WCAG 2.1.1), so the box becomes focusable and named.
 */
export function useCalendarRoleFix(containerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const repairRoles = () => {
      for (const element of container.querySelectorAll(
        '.rbc-time-view [role="row"], .rbc-time-view [role="rowgroup"], .rbc-month-view .rbc-row-content[role="row"]',
      )) {
        element.removeAttribute('role');
      }
      for (const element of container.querySelectorAll(
        '.rbc-month-view .rbc-row-content .rbc-row:not([role])',
      )) {
        element.setAttribute('role', 'row');
      }
      for (const element of container.querySelectorAll(
        '.rbc-month-view .rbc-row-content .rbc-row-segment:not([role])',
      )) {
        element.setAttribute('role', 'cell');
      }
      for (const element of container.querySelectorAll('.rbc-time-content:not([tabindex])')) {
        element.setAttribute('tabindex', '0');
        element.setAttribute('role', 'group');
        element.setAttribute('aria-label', 'Hours of the day, scrollable');
      }
    };
    repairRoles();
    const observer = new MutationObserver(repairRoles);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [containerRef]);
}

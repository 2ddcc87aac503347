import { Link } from 'react-router';
import type { MeResponse } from '#domain/auth/login.schema.ts';
import type { Permission } from '#domain/staff/permissions.ts';

interface BackOfficeTask {
  label: string;
  path: string;
  description: string;
  /** Shown only to accounts holding this permission; none means every account. */
  permission?: Permission;
}

/** What the back office offers, each behind the permission its API checks. */
export const BACK_OFFICE_TASKS: readonly BackOfficeTask[] = [
  {
    label: 'Permit applications',
    path: '/admin/permits',
    description: 'Applications, payments, permit PDFs and plot plans; send a permit e-mail again.',
    permission: 'permits:read',
  },
  {
    label: 'Availability calendar',
    path: '/permits/calendar',
    description: 'Add and delete the Fire Marshal’s availability.',
    permission: 'calendar:edit',
  },
  {
    label: 'Site alert',
    path: '/admin/alert',
    description: 'Fire restrictions and emergency alerts at the top of every page.',
    permission: 'content:edit',
  },
  {
    label: 'District details',
    path: '/admin/district',
    description: 'Name, address, phone numbers, office hours, e-mail addresses and people.',
    permission: 'content:edit',
  },
  {
    label: 'Pages',
    path: '/admin/pages',
    description: 'The text of every public page, with preview and version history.',
    permission: 'content:edit',
  },
  {
    label: 'News',
    path: '/admin/news',
    description: 'Write, schedule and publish news posts.',
    permission: 'content:edit',
  },
  {
    label: 'Documents',
    path: '/admin/documents',
    description: 'Upload, replace, unpublish or archive the documents the public pages link to.',
    permission: 'content:edit',
  },
  {
    label: 'Today’s burns',
    path: '/admin/burns',
    description: 'Post the burn day status; registered burns, open burn permits, revoke, export.',
    permission: 'burn:read',
  },
  {
    label: 'Accounts',
    path: '/admin/accounts',
    description: 'Add staff accounts, set their roles, reset passwords, disable accounts.',
    permission: 'accounts:manage',
  },
  {
    label: 'Activity log',
    path: '/admin/activity',
    description: 'Who changed what, and when.',
    permission: 'activity:read',
  },
  {
    label: 'Operations',
    path: '/admin/operations',
    description:
      'E-mail waiting or failing (with Retry), payments without a permit, jobs, database.',
    permission: 'operations:read',
  },
  {
    label: 'Two-step sign-in',
    path: '/admin/two-step',
    description: 'Protect your own account with a code from an authenticator app.',
  },
];

/** /admin: links to what this account may do, and nothing else. */
export function AdminHomePage({ me }: { me: MeResponse }) {
  const tasks = BACK_OFFICE_TASKS.filter(
    (task) => !task.permission || me.permissions.includes(task.permission),
  );
  return (
    <nav aria-labelledby="back-office-tasks">
      <h2 id="back-office-tasks">What you can do</h2>
      <ul className="task-list">
        {tasks.map((task) => (
          <li key={task.path} className="task-list__item">
            <Link to={task.path} className="task-list__link">
              {task.label}
            </Link>
            <p className="task-list__description">{task.description}</p>
          </li>
        ))}
      </ul>
    </nav>
  );
}

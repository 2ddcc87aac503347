import type { Role } from '#domain/staff/accounts.schema.ts';

/** The roles as a group of checkboxes; `register` gives each its form binding. */
export function RoleCheckboxes({
  id,
  roles,
  error,
  register,
}: {
  id: string;
  roles: Role[];
  error: string | undefined;
  register: (value: string) => Record<string, unknown>;
}) {
  return (
    <fieldset
      className={`form-fieldset${error ? ' form-field--error' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="form-label">Roles</legend>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {roles.map((role) => (
        <div key={role.id} className="form-field--checkbox role-option">
          <input
            id={`${id}-${role.id}`}
            type="checkbox"
            className="form-checkbox"
            value={role.id}
            {...register(role.id)}
          />
          <label htmlFor={`${id}-${role.id}`}>
            {role.label}
            <span className="role-option__permissions"> ({describeRole(role)})</span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}

const ROLE_SUMMARIES: Record<string, string> = {
  administrator: 'everything, including accounts',
  editor: 'site content',
  'fire-marshal': 'the availability calendar',
  'permits-clerk': 'permit applications',
};

export function describeRole(role: Role): string {
  return ROLE_SUMMARIES[role.id] ?? role.permissions.join(', ');
}

export function labelRoles(ids: string[], roles: Role[]): string {
  return ids.map((id) => roles.find((role) => role.id === id)?.label ?? id).join(', ') || 'None';
}

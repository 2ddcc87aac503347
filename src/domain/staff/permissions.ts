/**
 * Every permission a route can ask for with `requirePermission`. Roles hold permissions in the
 * database (roles, role_permissions); code never asks for a role by name (issue 9, item 2).
 * A new permission gets a line here and a migration that grants it (see migration 040).
 */
export const PERMISSIONS = [
  'accounts:manage',
  'activity:read',
  'operations:read',
  'calendar:edit',
  'content:edit',
  'content:publish',
  'permits:read',
  'permits:resend',
  'permits:refund',
  'permits:void',
  'permits:reconcile',
  'burn:read',
  'burn:manage',
  'inspections:read',
  'inspections:manage',
  'records:manage',
  'records:appeals',
  'working-calendar:manage',
  'subscribers:manage',
  'property:respond',
  'property:counts',
  'property:verify',
  'chipper:manage',
  'chipper:crew',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** The roles the first migration seeds; administrators hold every permission. */
export const ROLE_IDS = ['administrator', 'editor', 'fire-marshal', 'permits-clerk'] as const;
export type RoleId = (typeof ROLE_IDS)[number];

export const ADMINISTRATOR_ROLE: RoleId = 'administrator';

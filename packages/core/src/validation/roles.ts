import * as z from 'zod/mini';

/** The seven role identifiers of the platform, as the session's `user_info.roles` lists them. */
export const roles = [
  'user',
  'clientdealer',
  'clientviewer',
  'complianceofficer',
  'clientopsadmin',
  'backoffice',
  'dataviewer',
] as const;

export const roleSchema = z.enum(roles);

/** One role identifier. */
export type Role = z.infer<typeof roleSchema>;

/** The label each role shows in the user interface. */
export const roleLabels: Readonly<Record<Role, string>> = {
  user: 'Basic role',
  clientdealer: 'Dealer',
  clientviewer: 'Trade Viewer',
  complianceofficer: 'Compliance Officer',
  clientopsadmin: 'Ops Admin',
  backoffice: 'Back Office',
  dataviewer: 'Market Researcher',
};

/** The reference server's demo accounts (packages/server seed): one per role. */
export const demoPassword = 'Bondkit@2026';
export const demoOtp = '123456';

export const demoRoles = [
  'dealer',
  'trader',
  'viewer',
  'backoffice',
  'compliance',
  'opsadmin',
  'researcher',
  'trial',
  'investor',
] as const;
export type DemoRole = (typeof demoRoles)[number];

export function demoEmail(role: DemoRole): string {
  return `${role}@demo.bondkit.in`;
}

import { describe, expect, it } from 'vitest';
import { companyRoleOf, roleAllows } from './company-role';

const company = { id: 'c1', owner_id: 'u-owner', slug: 's', name: 'Salão' };

describe('company role', () => {
  it('is owner for the owner, the membership role otherwise, and operation when unknown', () => {
    expect(companyRoleOf(company, 'u-owner')).toBe('owner');
    expect(companyRoleOf({ ...company, logged_user_company_user: { id: 1, role: 'admin' } }, 'u2')).toBe('admin');
    expect(companyRoleOf({ ...company, logged_user_company_user: { id: 1, role: 'operation' } }, 'u2')).toBe('operation');
    expect(companyRoleOf({ ...company, logged_user_company_user: { id: 1, role: 'hacker' } }, 'u2')).toBe('operation');
    expect(companyRoleOf(null, 'u2')).toBe('operation');
  });

  it('follows the shared permission table; settings are for owners and admins', () => {
    expect(roleAllows('operation', 'clients.read')).toBe(true);
    expect(roleAllows('operation', 'finance.read')).toBe(false);
    expect(roleAllows('operation', 'team.read')).toBe(false);
    expect(roleAllows('operation', 'settings')).toBe(false);
    expect(roleAllows('admin', 'settings')).toBe(true);
    expect(roleAllows('admin', 'team.transfer_ownership')).toBe(false);
    expect(roleAllows('owner', 'team.transfer_ownership')).toBe(true);
    expect(roleAllows('operation', undefined)).toBe(true);
  });
});

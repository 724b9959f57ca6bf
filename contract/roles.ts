/** The nine role codes of the spec, with the ids the spec gives them (4 is unused there). */
export const ROLES = [
  { id: 1, code: 'ROLE_COMPANY_ADMIN', name: 'Company Admin' },
  { id: 2, code: 'ROLE_COMPANY_PARTNER', name: 'Company Partner' },
  { id: 3, code: 'ROLE_FRANCHISE_ADMIN', name: 'Franchise Admin' },
  { id: 5, code: 'ROLE_RETAILER_ADMIN', name: 'Retailer Admin' },
  { id: 6, code: 'ROLE_OPERATOR', name: 'Operator' },
  { id: 7, code: 'ROLE_WAREHOUSE_MANAGER', name: 'Warehouse Manager' },
  { id: 8, code: 'ROLE_STORE_MANAGER', name: 'Store Manager' },
  { id: 9, code: 'ROLE_FRANCHISE_LOCATION_PARTNER', name: 'Franchise Location Partner' },
  { id: 10, code: 'ROLE_TECHNICIAN', name: 'Technician' },
] as const;

export type RoleCode = (typeof ROLES)[number]['code'];
export const ROLE_CODES = ROLES.map((r) => r.code) as RoleCode[];

export function roleByCode(code: RoleCode) {
  const role = ROLES.find((r) => r.code === code);
  if (!role) throw new Error(`unknown role code ${code}`);
  return role;
}

/**
 * console.md §6 "Assignable roles when creating users": which role codes a user of
 * the given role may hand out. Role lists in general never include the company admin.
 */
export function assignableRoleCodes(creator: RoleCode): RoleCode[] {
  switch (creator) {
    case 'ROLE_COMPANY_ADMIN':
      return ROLE_CODES.filter((c) => c !== 'ROLE_COMPANY_PARTNER' && c !== 'ROLE_COMPANY_ADMIN');
    case 'ROLE_FRANCHISE_ADMIN':
      return ROLE_CODES.filter((c) => c !== 'ROLE_COMPANY_ADMIN' && c !== 'ROLE_COMPANY_PARTNER');
    case 'ROLE_RETAILER_ADMIN':
      return ['ROLE_OPERATOR', 'ROLE_TECHNICIAN'];
    default:
      return [];
  }
}

export const COMPANY_TYPES = ['WITH_FRANCHISE', 'WITHOUT_FRANCHISE'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const FRANCHISE_TYPES = ['INDEPENDENT', 'DEPENDENT'] as const;
export type FranchiseType = (typeof FRANCHISE_TYPES)[number];

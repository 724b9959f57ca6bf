export const STORE_MANAGER_STATUSES = [
  { id: 'active', name: 'Active', colour: 'green' },
  { id: 'inactive', name: 'Inactive', colour: 'grey' },
] as const;
export const storeManagerStatus = (active: boolean) => (active ? STORE_MANAGER_STATUSES[0] : STORE_MANAGER_STATUSES[1]);

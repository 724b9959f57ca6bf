/** A retailer's status as the list, its filter and the view show it. */
export const RETAILER_STATUSES = [
  { id: 'active', name: 'Active', colour: 'green' },
  { id: 'inactive', name: 'Inactive', colour: 'grey' },
] as const;
export const retailerStatus = (active: boolean) => (active ? RETAILER_STATUSES[0] : RETAILER_STATUSES[1]);

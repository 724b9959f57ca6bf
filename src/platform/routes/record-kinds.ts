/**
 * The kinds of record the server audits (the `entity` of list.action_history's rows) and
 * what the console calls them. A route that is the view screen of one declares it
 * (`record: 'user'` on /user/:id), which is how an audit row finds the screen it opens.
 */
export const RECORD_KINDS = [
  { id: 'vending_machine', name: 'Vending machine' },
  { id: 'user', name: 'User' },
  { id: 'role', name: 'Role' },
  { id: 'warehouse_order', name: 'Warehouse order' },
  { id: 'cash_collection', name: 'Cash collection' },
  { id: 'notification', name: 'Notification' },
  { id: 'feedback', name: 'Feedback' },
] as const;

export type RecordKind = (typeof RECORD_KINDS)[number]['id'];

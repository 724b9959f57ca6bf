import { defineRoutes } from '../../platform/routes/types.ts';

/** Vending machines (console.md §2, routes.tsv). The palette's jump-to-machine lands on /vm/{id}. */
export const machineRoutes = defineRoutes([
  {
    path: '/vm',
    title: 'Vending Machines',
    permissions: ['PERM_VIEW_VENDING_MACHINE'],
    group: 'Vending Machine',
    sidebar: 'Vending Machines',
    keywords: ['vm', 'machines', 'fleet', 'deleted machines'],
    load: () => import('./MachinesScreen.tsx'),
  },
  {
    path: '/vm/:id',
    title: 'Vending Machine',
    record: 'vending_machine',
    permissions: ['PERM_VIEW_VENDING_MACHINE'],
    group: 'Vending Machine',
    parent: '/vm',
    load: () => import('./MachineScreen.tsx'),
  },
  {
    path: '/deletedVm/:id',
    title: 'Deleted Vending Machine',
    permissions: ['PERM_VIEW_VENDING_MACHINE'],
    group: 'Vending Machine',
    parent: '/vm',
    load: () => import('./DeletedMachineScreen.tsx'),
  },
  {
    path: '/vm-snapshot/:vmId',
    title: 'Live Stock',
    permissions: ['PERM_VIEW_STOCK', 'PERM_VIEW_VENDING_MACHINE'],
    group: 'Vending Machine',
    parent: '/vm',
    load: () => import('./SnapshotScreen.tsx'),
  },
]);

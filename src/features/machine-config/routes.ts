import { defineRoutes } from '../../platform/routes/types.ts';

/** Configuring a machine (issue 38): add one, edit one; the paths are the issue's. */
export const machineConfigRoutes = defineRoutes([
  {
    path: '/add-vm',
    title: 'Add vending machine',
    permissions: ['PERM_ADD_VENDING_MACHINE'],
    group: 'Vending Machine',
    parent: '/vm',
    keywords: ['new machine', 'create machine', 'install vm'],
    load: () => import('./AddMachineScreen.tsx'),
  },
  {
    path: '/edit-vm/:id',
    title: 'Edit vending machine',
    permissions: ['PERM_UPDATE_VENDING_MACHINE'],
    group: 'Vending Machine',
    parent: '/vm',
    load: () => import('./EditMachineScreen.tsx'),
  },
]);

/**
 * Kit and package transfer commands (issue 39): on their overview, receive or cancel the
 * transfer (manage.material_transfer, as the transfer's lifecycle allows); on the add screens,
 * create the kit or package.
 */
import { createKitTransfer, createPackageTransfer } from '../../contract/actions/kit-transfers.ts';
import { manageMaterialTransfer } from '../../contract/actions/material-transfers.ts';
import { transferLifecycle } from '../../machines/records/materialTransfer.ts';
import { recordAction } from '../record.ts';

export interface KitTransferView {
  canReceive: boolean;
  canCancel: boolean;
  receive(): void;
  cancel(): void;
}

export const kitTransferGates = (status: number) => ({
  canReceive: transferLifecycle.can(status, 'transfer.receive'),
  canCancel: transferLifecycle.can(status, 'transfer.cancel'),
});

export const KIT_TRANSFER_ACTIONS = [
  recordAction<KitTransferView>({
    id: 'receive.kit_transfer', title: 'Receive kit or package', keywords: ['kit transfer', 'package transfer', 'loaded on vehicle'], action: manageMaterialTransfer,
    step: { lifecycle: transferLifecycle, event: 'transfer.receive' },
    when: (v) => v.canReceive, run: (v) => v.receive(),
  }),
  recordAction<KitTransferView>({
    id: 'cancel.kit_transfer', title: 'Cancel kit or package', keywords: ['kit transfer', 'package transfer', 'back to shelves'], action: manageMaterialTransfer,
    step: { lifecycle: transferLifecycle, event: 'transfer.cancel' },
    when: (v) => v.canCancel, run: (v) => v.cancel(),
  }),
];

/** The add screens: create the kit or the package (the form's submit). */
export interface KitTransferFormView {
  canSave: boolean;
  save(): void;
}

export const KIT_TRANSFER_CREATE_ACTIONS = [
  recordAction<KitTransferFormView>({
    id: 'create.kit_transfer', title: 'Create kit transfer', keywords: ['save kit'], action: createKitTransfer, when: (v) => v.canSave, run: (v) => v.save(),
  }),
];
export const PACKAGE_TRANSFER_CREATE_ACTIONS = [
  recordAction<KitTransferFormView>({
    id: 'create.package_transfer', title: 'Create package transfer', keywords: ['save package'], action: createPackageTransfer, when: (v) => v.canSave, run: (v) => v.save(),
  }),
];

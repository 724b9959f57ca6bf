/** The delivery person screen's commands: edit and delete, gated by their contract actions' permissions. */
import { deleteDeliveryPerson, updateDeliveryPerson } from '../../contract/actions/delivery-persons.ts';
import { recordAction } from '../record.ts';

/** What the delivery person screen lets its commands do. */
export interface DeliveryPersonScreen {
  edit(): void;
  remove(): void;
}

export const DELIVERY_PERSON_ACTIONS = [
  recordAction<DeliveryPersonScreen>({
    id: 'edit.delivery_person',
    title: 'Edit delivery person',
    keywords: ['change', 'update'],
    action: updateDeliveryPerson,
    run: (screen) => screen.edit(),
  }),
  recordAction<DeliveryPersonScreen>({
    id: 'delete.delivery_person',
    title: 'Delete delivery person',
    keywords: ['remove'],
    action: deleteDeliveryPerson,
    run: (screen) => screen.remove(),
  }),
];

/** The delivery partner screen's commands: edit and delete, gated by their contract actions' permissions. */
import { deleteDeliveryPartner, updateDeliveryPartner } from '../../contract/actions/delivery-partners.ts';
import { recordAction } from '../record.ts';

/** What the delivery partner screen lets its commands do. */
export interface DeliveryPartnerScreen {
  edit(): void;
  remove(): void;
}

export const DELIVERY_PARTNER_ACTIONS = [
  recordAction<DeliveryPartnerScreen>({
    id: 'edit.delivery_partner',
    title: 'Edit delivery partner',
    keywords: ['change', 'update'],
    action: updateDeliveryPartner,
    run: (screen) => screen.edit(),
  }),
  recordAction<DeliveryPartnerScreen>({
    id: 'delete.delivery_partner',
    title: 'Delete delivery partner',
    keywords: ['remove'],
    action: deleteDeliveryPartner,
    run: (screen) => screen.remove(),
  }),
];

/**
 * The refill partner screen's commands: edit, deactivate or activate, set or change the app PIN,
 * add a vehicle; gated by their contract actions' permissions and by what the screen knows of the
 * partner (its status), so the palette offers exactly the buttons the screen shows.
 */
import { changeRefillPartnerPin, changeRefillPartnerStatus, createVehicle, updateRefillPartner } from '../../contract/actions/refill-partners.ts';
import { recordAction } from '../record.ts';

/** What the refill partner screen lets its commands do. */
export interface RefillPartnerScreen {
  /** The partner is active (Deactivate offered) or inactive (Activate offered). */
  canDeactivate: boolean;
  canActivate: boolean;
  edit(): void;
  deactivate(): void;
  activate(): void;
  changePin(): void;
  addVehicle(): void;
}

export const REFILL_PARTNER_ACTIONS = [
  recordAction<RefillPartnerScreen>({
    id: 'edit.refill_partner',
    title: 'Edit refill partner',
    keywords: ['change', 'update', 'mobile'],
    action: updateRefillPartner,
    run: (screen) => screen.edit(),
  }),
  recordAction<RefillPartnerScreen>({
    id: 'deactivate.refill_partner',
    title: 'Deactivate refill partner',
    keywords: ['inactive', 'status', 'disable'],
    action: changeRefillPartnerStatus,
    when: (screen) => screen.canDeactivate,
    run: (screen) => screen.deactivate(),
  }),
  recordAction<RefillPartnerScreen>({
    id: 'activate.refill_partner',
    title: 'Activate refill partner',
    keywords: ['active', 'status', 'enable'],
    action: changeRefillPartnerStatus,
    when: (screen) => screen.canActivate,
    run: (screen) => screen.activate(),
  }),
  recordAction<RefillPartnerScreen>({
    id: 'change_pin.refill_partner',
    title: 'Set refill partner PIN',
    keywords: ['pin', 'change pin', 'reset pin', 'app', 'password'],
    action: changeRefillPartnerPin,
    run: (screen) => screen.changePin(),
  }),
  recordAction<RefillPartnerScreen>({
    id: 'create.vehicle',
    title: 'Add vehicle',
    keywords: ['vehicle', 'van', 'registration'],
    action: createVehicle,
    run: (screen) => screen.addVehicle(),
  }),
];

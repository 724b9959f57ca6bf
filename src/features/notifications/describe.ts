/**
 * What a notification says: a title, one line of text and, where there is one, the screen
 * it concerns. console.md §3 lists the fields per kind; the wording is ours (value formats
 * are "not shown" there).
 */
import { CURRENCY_SYMBOL, notificationKindName } from '../../../contract/constants.ts';
import { paths } from '../../platform/paths.ts';

export interface NotificationLike {
  type: string;
  VendingMachine?: { id: number; name: string } | null;
  Product?: { id?: number; name?: string } | null;
  Warehouse?: { id?: number; name?: string } | null;
  Discount?: { id?: number; name?: string; end_date?: string | null } | null;
  ReturnOrder?: { id?: number; return_order_id?: string } | null;
  VendingMachineRefill?: { name?: string; refill_id?: string } | null;
  Manager?: { first_name?: string; last_name?: string } | null;
  DeliveryPerson?: { name?: string } | null;
  vending_machine_id?: number | null;
  warehouse_id?: number | null;
  refill_id?: string | null;
  order_id?: string | null;
  order_db_id?: number | null;
  refund_amount?: number | null;
  items_expired?: number | null;
  product_name?: string | null;
  cell?: string | null;
  motor_status?: string | null;
  vm_is_active?: boolean | null;
  hardware_board_name?: string | null;
  product_request_id?: number | null;
  urgency?: string | null;
  /** TRANSACTION_REPORT_RESPONSE: which emailed report was sent (contract/report-requests.ts). */
  report_name?: string | null;
}

export interface NotificationText {
  title: string;
  text: string;
  /**
   * The screen to open from the bell, if the console has it. The spec's discount screen
   * (/discount-view/{id}) is not a route yet: when it is, its generated builder goes here;
   * until then it opens the notifications list.
   */
  href?: string;
}

const money = (n: number | null | undefined) => `${CURRENCY_SYMBOL}${(n ?? 0).toFixed(2)}`;

/** The title is the kind's name, the same on every screen; the text says what happened. */
export function describeNotification(n: NotificationLike): NotificationText {
  return { title: notificationKindName(n.type), ...describeEvent(n) };
}

function describeEvent(n: NotificationLike): Omit<NotificationText, 'title'> {
  const vm = n.VendingMachine?.name ?? (n.vending_machine_id ? `machine #${n.vending_machine_id}` : 'a machine');
  const vmId = n.VendingMachine?.id ?? n.vending_machine_id;
  const vmHref = vmId ? paths.vmById(vmId) : undefined;
  const product = n.product_name ?? n.Product?.name ?? 'a product';
  const warehouse = n.Warehouse?.name ?? 'the warehouse';
  const order = n.order_id ?? (n.order_db_id ? `#${n.order_db_id}` : '');
  const orderHref = n.order_db_id ? paths.order(n.order_db_id) : undefined;
  const refill = n.VendingMachineRefill?.refill_id ?? n.refill_id ?? '';
  const cell = n.cell ? ` ${n.cell}` : '';

  switch (n.type) {
    case 'VM_STATUS':
      return { text: `${vm} is ${n.vm_is_active ? 'active' : 'under maintenance'}`, href: vmHref };
    case 'HARDWARE_BOARD_ONBOARD':
      return vmId
        ? { text: `Board ${n.hardware_board_name ?? ''} is onboarded on ${vm}`.replace('  ', ' '), href: vmHref }
        : { text: `Board ${n.hardware_board_name ?? ''} is onboarded`.replace('  ', ' '), href: paths.hardwareBoards() };
    case 'REFILL_EXECUTE':
      return { text: `Refill ${refill} on ${n.VendingMachineRefill?.name ?? vm} was executed`.replace('  ', ' '), href: paths.refills() };
    case 'REFILL_PLAN_CREATED_BY_REFILL_PARTNER':
      return { text: `A refill partner created refill plan ${refill} for ${n.VendingMachineRefill?.name ?? vm}`.replace('  ', ' '), href: paths.refills() };
    case 'REFILL_PLAN_DELETED_BY_REFILL_PARTNER':
      return { text: `A refill partner deleted refill plan ${refill} for ${n.VendingMachineRefill?.name ?? vm}`.replace('  ', ' '), href: paths.refills() };
    case 'LOW_INVENTORY_WAREHOUSE':
      return { text: `${product} is running low in ${warehouse}`, href: n.Warehouse?.id ? paths.warehouseStock(n.Warehouse.id) : undefined };
    case 'ABOUT_TO_RUNOUT':
      return { text: `${product} is about to run out in ${vm}${n.cell ? ` (cell${cell})` : ''}`, href: vmHref };
    case 'OUT_OF_STOCK':
      return { text: `${product} is out of stock in ${vm}${n.cell ? ` (cell${cell})` : ''}`, href: vmHref };
    case 'PRODUCT_REQUEST': {
      const who = [n.Manager?.first_name, n.Manager?.last_name].filter(Boolean).join(' ') || 'A manager';
      const where = n.VendingMachine?.name ? ` for ${n.VendingMachine.name}` : '';
      const urgency = n.urgency ? ` (${n.urgency})` : '';
      return {
        text: `${who} requested ${product}${where}${urgency}`,
        href: n.product_request_id ? paths.requestProduct(n.product_request_id) : paths.productsRequested(),
      };
    }
    case 'PRODUCT_EXPIRED':
      // In a warehouse, or in a machine's coil (the fleet simulator's expiry checks): that machine opens.
      return n.Warehouse
        ? { text: `${n.items_expired ?? 'Some'} items of ${product} expired in ${warehouse}` }
        : { text: `${n.items_expired ?? 'Some'} items of ${product} expired in ${vm}${n.cell ? ` (cell${cell})` : ''}`, href: vmHref };
    case 'VEND_FAILURE':
      return { text: `Order ${order} failed to vend on ${vm}`, href: orderHref };
    case 'PARTIAL_VEND_FAILURE':
      return { text: `Order ${order} vended only in part on ${vm}`, href: orderHref };
    case 'PAYMENT_TIMEDOUT':
      return { text: `Payment for order ${order} timed out on ${vm}`, href: orderHref };
    case 'VM_MOTOR':
      return { text: `Motor${cell} on ${vm} is ${n.motor_status ?? 'not working'}`, href: vmHref };
    case 'VM_MOTOR_FIXED':
      return { text: `Motor${cell} on ${vm} is working again`, href: vmHref };
    case 'MOTOR_FAILED':
      return { text: `Motor${cell} on ${vm} failed`, href: vmHref };
    case 'DROP_SENSOR_FAILED':
      return { text: `The drop sensor on ${vm} failed`, href: vmHref };
    case 'MANUAL_REFUND':
      return { text: `${money(n.refund_amount)} refunded for order ${order}`, href: orderHref };
    case 'AUTO_REFUND':
      return { text: `${money(n.refund_amount)} refunded automatically for order ${order}`, href: orderHref };
    case 'CANCELLED_BY_CONSUMER':
      return { text: `Order ${order} was cancelled by the consumer on ${vm}`, href: orderHref };
    case 'VEND_SUCCESS':
      return { text: `Order ${order} vended on ${vm}`, href: orderHref };
    case 'DISCOUNT_EXPIRED':
      return { text: `${n.Discount?.name ?? 'A discount'} has expired` };
    case 'TRANSACTION_REPORT_RESPONSE':
      return { text: `The ${(n.report_name ?? 'transaction report').toLowerCase()} you asked for has been sent`, href: paths.reportRequests() };
    default:
      return { text: n.VendingMachine ? vm : '' };
  }
}

/**
 * The details of the machine events the fleet simulator's machines report (server/sim/), as shown
 * in the "Events" section of /vm/{id}. The spec gives no wording for them; these are ours.
 */
export const MACHINE_HAPPENING_DETAILS = {
  vend: (orderId: string, vended: number, asked: number, coils: readonly string[]) =>
    vended === asked
      ? `Order ${orderId}: vended ${vended} item${vended === 1 ? '' : 's'} from coil ${coils.join(', ')}`
      : `Order ${orderId}: vended ${vended} of ${asked} items from coil ${coils.join(', ')}`,
  lowStock: (product: string, left: number) => `${product}: ${left} left, about to run out`,
  outOfStock: (product: string) => `${product}: out of stock`,
  expired: (product: string, items: number, bestBefore: string) =>
    `${items} item${items === 1 ? '' : 's'} of ${product} expired (best before ${bestBefore}); no longer offered until refilled`,
  stockMismatch: (coil: string, vended: number, held: number) =>
    `Coil ${coil} vended ${vended} item${vended === 1 ? '' : 's'} but the console counted ${held}; the coil is set to 0 until the next count`,
  paymentTimeout: (orderId: string) => `Order ${orderId}: the payment timed out, nothing vended`,
  cancelled: (orderId: string) => `Order ${orderId}: cancelled by the consumer before paying`,
  motorJammed: (coil: string) => `Motor of coil ${coil} jammed; the coil is blocked until it is fixed`,
  motorFailed: (coil: string) => `Motor of coil ${coil} failed; the coil is blocked until it is fixed`,
  motorFixed: (coil: string) => `Motor of coil ${coil} fixed; the coil vends again`,
  dropSensorFailed: 'Drop sensor failed',
  dropSensorFixed: 'Drop sensor fixed',
  offline: 'Went offline: Active → Failed',
  online: 'Back online: Failed → Active',
  onlineKeptStatus: 'Back online (its status was changed meanwhile, so it is kept)',
  boardOnboarded: (serial: string) => `Hardware board ${serial} onboarded`,
} as const;

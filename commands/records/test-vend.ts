/** The machine view's "Test vend" (/vm/{id}), issue 42: a real, priced vend of a chosen product, quantity and channel. */
import { createTestVend } from '../../contract/actions/sales.ts';
import { recordAction } from '../record.ts';

/** What the machine screen lets its test vend command do. */
export interface TestVendView {
  /** The machine is in service (Active, not deleted) and has a stocked coil. */
  canTestVend: boolean;
  openTestVend(): void;
}

export const TEST_VEND_ACTIONS = [
  recordAction<TestVendView>({
    id: 'create.test_vend',
    title: 'Test vend',
    keywords: ['sell', 'sale', 'try', 'price', 'discount', 'coupon', 'simulate'],
    action: createTestVend,
    when: (view) => view.canTestVend,
    run: (view) => view.openTestVend(),
  }),
];

/** /add-shipping: a new shipping order (warehouse → store); ?storeId= picks the store. */
import { useSearch } from 'wouter';
import { ShippingForm } from './ShippingForm.tsx';

export default function AddShippingScreen() {
  const storeId = new URLSearchParams(useSearch()).get('storeId') ?? undefined;
  return <ShippingForm initial={{ storeId }} />;
}

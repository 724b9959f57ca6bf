/**
 * A view screen's button for one of its commands: shown exactly when the palette would offer
 * the command (the gate from useRecordActions / useScreenCommands), running it on click.
 *
 *   <GateButton gate={actions['edit.supplier']}>Edit</GateButton>
 */
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button.tsx';
import type { CommandGate } from './useScreenCommands.ts';

export function GateButton({ gate, variant = 'secondary', children }: { gate: CommandGate | undefined; variant?: 'primary' | 'secondary' | 'danger'; children: ReactNode }) {
  if (!gate?.allowed) return null;
  return <Button variant={variant} className="!py-1.5" onClick={gate.run}>{children}</Button>;
}

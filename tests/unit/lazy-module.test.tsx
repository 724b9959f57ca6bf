// @vitest-environment jsdom
/**
 * Screens and the signed-in frame load their chunks as state (src/app/routes/lazy-module.ts):
 * "Loading..." until the chunk is in, the screen as soon as it is, at once when it was loaded
 * before, and a chunk that fails reaches the error boundary and is tried again on the next mount.
 */
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazyModule, useLoaded, type LazyModule } from '../../src/app/routes/lazy-module.ts';

afterEach(cleanup);

function Shown({ module }: { module: LazyModule }) {
  const Screen = useLoaded(module);
  return Screen ? <Screen /> : <p>Loading...</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const Orders = () => <h1>Orders</h1>;

describe('useLoaded', () => {
  it('shows Loading... until the chunk is in, then the screen, asking for the chunk once', async () => {
    const chunk = deferred<typeof Orders>();
    const load = vi.fn(() => chunk.promise);
    const module = lazyModule(load);
    render(<Shown module={module} />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    await act(async () => chunk.resolve(Orders));
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a chunk loaded before (a preload while the session is restored) without Loading...', async () => {
    const module = lazyModule(async () => Orders);
    await module.load();
    render(<Shown module={module} />);
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('throws a failed chunk to the error boundary, and the next mount asks again', async () => {
    const failing = deferred<typeof Orders>();
    const load = vi.fn().mockReturnValueOnce(failing.promise).mockResolvedValueOnce(Orders);
    const module = lazyModule(load);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(
      <Boundary>
        <Shown module={module} />
      </Boundary>,
    );
    await act(async () => failing.reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch dynamically imported module');
    first.unmount();
    spy.mockRestore();

    render(<Shown module={module} />);
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

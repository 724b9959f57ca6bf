/** The crash screen (console.md §8): wraps every screen; Try Again reloads the page. */
import { Component, type ErrorInfo, type ReactNode } from 'react';

export const CRASH_MESSAGE = 'Oops! Something went wrong, please try again in sometime.';

interface State {
  crashed: boolean;
}

export class CrashBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { crashed: false };

  static getDerivedStateFromError(): State {
    return { crashed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('screen crashed:', error, info.componentStack);
  }

  render() {
    if (!this.state.crashed) return this.props.children;
    return (
      <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
        <p className="text-lg text-slate-700">{CRASH_MESSAGE}</p>
        <button
          type="button"
          className="rounded-md bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-500"
          onClick={() => window.location.reload()}
        >
          Try Again
        </button>
      </div>
    );
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { tCommon } from '#client/lib/common-messages';
import { APP_NAME } from '#shared/constants';

type TState = { error: Error | null };

// A top-level failure shows '<app name> App Error: <message>' instead of a blank page.
export class AppErrorBoundary extends Component<{ children: ReactNode }, TState> {
  override state: TState = { error: null };

  static getDerivedStateFromError(error: unknown): TState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${APP_NAME} App Error`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 role="alert" className="font-bold text-2xl text-slate-900">
          {tCommon('common.appError.title', { app: APP_NAME, message: this.state.error.message })}
        </h1>
        <p className="mt-4 text-slate-700">{tCommon('common.appError.hint')}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 min-h-11 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          {tCommon('common.appError.reload')}
        </button>
      </main>
    );
  }
}

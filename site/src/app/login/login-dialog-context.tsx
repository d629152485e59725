// Opens the login dialog from anywhere (navigation bar, deal dialog, sign-up pages). The dialog's code (and the
// form validator it brings) loads only when it is first opened, keeping it out of the home page's first load.
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

const LoginDialog = lazy(() => import('./LoginDialog.js'));

interface LoginDialogApi {
  /** True while the dialog shows (a native modal deal dialog steps aside meanwhile: both cannot be on top). */
  isOpen: boolean;
  open(options?: { email?: string }): void;
  close(): void;
}

const Context = createContext<LoginDialogApi | null>(null);

export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; email?: string; loaded: boolean }>({ open: false, loaded: false });
  const open = useCallback((options: { email?: string } = {}) => setState({ open: true, email: options.email, loaded: true }), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const api = useMemo(() => ({ isOpen: state.open, open, close }), [state.open, open, close]);
  return (
    <Context.Provider value={api}>
      {children}
      {state.loaded && (
        <Suspense fallback={null}>
          <LoginDialog open={state.open} defaultEmail={state.email} onOpenChange={(o) => (o ? open() : close())} />
        </Suspense>
      )}
    </Context.Provider>
  );
}

export function useLoginDialog(): LoginDialogApi {
  const api = useContext(Context);
  if (!api) throw new Error('useLoginDialog outside LoginDialogProvider');
  return api;
}

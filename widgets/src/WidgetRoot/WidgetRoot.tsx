// The root every widget renders in: theme tokens, the widget's own fonts and colours, and (optionally) its CSS.
import type { ReactNode } from 'react';
import { widgetCss } from '../styles.js';

export type WidgetTheme = 'light' | 'dark';

export interface WidgetRootProps {
  theme?: WidgetTheme | string | null;
  /** Renders the widgets' stylesheet inside the root: needed in a shadow root, or once in a page. */
  withStyles?: boolean;
  className?: string;
  children?: ReactNode;
}

export function WidgetRoot({ theme, withStyles = false, className, children }: WidgetRootProps) {
  return (
    <div className={className ? `dd-root ${className}` : 'dd-root'} data-theme={theme === 'dark' ? 'dark' : 'light'}>
      {withStyles && <style>{widgetCss}</style>}
      {children}
    </div>
  );
}

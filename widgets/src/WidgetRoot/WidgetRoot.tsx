// The root every widget renders in: theme tokens, the widget's own fonts and colours, and (optionally) its CSS.
import type { ReactNode } from 'react';
import { widgetCss } from '../styles.js';
import { PriceLocaleContext } from './price-locale.js';

export type WidgetTheme = 'light' | 'dark';

export interface WidgetRootProps {
  theme?: WidgetTheme | string | null;
  /** Renders the widgets' stylesheet inside the root as a `<style>`: needed once in a page, or in a shadow root
   * that could not adopt the constructed stylesheet (see elements/shadow-styles.ts). */
  withStyles?: boolean;
  /** BCP 47 locale prices are shown in (US dollars always); core's default, en-US, when not given. */
  locale?: string;
  className?: string;
  children?: ReactNode;
}

export function WidgetRoot({ theme, withStyles = false, locale, className, children }: WidgetRootProps) {
  return (
    <div className={className ? `dd-root ${className}` : 'dd-root'} data-theme={theme === 'dark' ? 'dark' : 'light'}>
      {withStyles && <style>{widgetCss}</style>}
      <PriceLocaleContext.Provider value={locale}>{children}</PriceLocaleContext.Provider>
    </div>
  );
}

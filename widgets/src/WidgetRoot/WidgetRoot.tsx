// The root every widget renders in: theme tokens, the widget's own fonts and colours, and (optionally) its CSS.
import type { ReactNode } from 'react';
import { PriceLocaleContext } from './price-locale.js';
import { WidgetLanguageContext, type WidgetLanguage } from '../texts/use-texts.js';

export type WidgetTheme = 'light' | 'dark';

export interface WidgetRootProps {
  theme?: WidgetTheme | string | null;
  /** A stylesheet rendered inside the root as a `<style>` (the widgets' `widgetCss`): needed in a shadow root that could
   * not adopt the constructed stylesheet (see elements/shadow-styles.ts). Passed in, not imported here, so a page that
   * links `@dadeal/widgets/styles.css` (the site) does not carry the same CSS again as a string in its script. */
  styles?: string;
  /** BCP 47 locale prices are shown in (US dollars always); core's default, en-US, when not given. */
  locale?: string;
  /** The words of the widget's language; null while they load (the root stays empty); English when not given. */
  language?: WidgetLanguage | null;
  className?: string;
  children?: ReactNode;
}

export function WidgetRoot({ theme, styles, locale, language, className, children }: WidgetRootProps) {
  return (
    <div className={className ? `dd-root ${className}` : 'dd-root'} data-theme={theme === 'dark' ? 'dark' : 'light'}>
      {styles ? <style>{styles}</style> : null}
      {language === null ? null : language ? (
        <WidgetLanguageContext.Provider value={language}>
          <PriceLocaleContext.Provider value={locale}>{children}</PriceLocaleContext.Provider>
        </WidgetLanguageContext.Provider>
      ) : (
        <PriceLocaleContext.Provider value={locale}>{children}</PriceLocaleContext.Provider>
      )}
    </div>
  );
}

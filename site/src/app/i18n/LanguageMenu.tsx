// The language menu of the header and the footer: a native select, labelled, each language named in itself
// (English, Español, Français, Deutsch, 日本語). A choice loads that catalogue and renders the page in it.
import { useId } from 'react';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, isLanguage } from '@dadeal/core';
import { t } from './i18n.js';
import { dropLangParam } from './language-choice.js';
import { useLanguage } from './LanguageProvider.js';

export function LanguageMenu({ className }: { className?: string }) {
  const id = useId();
  const { language, setLanguage } = useLanguage();
  return (
    <div className={className ? `lang-menu ${className}` : 'lang-menu'}>
      <label htmlFor={id} className="lang-menu__label">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        <span className="sr-only">{t('language.label')}</span>
      </label>
      <select
        id={id}
        className="lang-menu__select"
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          dropLangParam();
          void setLanguage(next);
        }}
      >
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>{LANGUAGE_NAMES[code]}</option>
        ))}
      </select>
    </div>
  );
}

// The Settings tab (spec §2): three switches, each saved at once and each doing what it says. E-mail
// notifications is the master switch — coupon reminders the day before a deal ends, and the two alerts only while
// it is on; the alert switches keep their state but say they are paused while it is off.
import { USER_DASHBOARD } from './texts.js';
import { t } from '../../app/i18n/i18n.js';
import { Switch } from './Switch.js';
import type { NotificationSetting } from './use-user-dashboard.js';

export interface SettingsPanelProps {
  email: string;
  settings: Record<NotificationSetting, boolean>;
  onChange: (setting: NotificationSetting, on: boolean) => void;
  /** The switch being saved, if any. */
  saving: NotificationSetting | null;
}

/** What each switch does, in the visitor's language (read when rendered). */
export const SETTING_DESCRIPTIONS = {
  get emailNotifications() { return USER_DASHBOARD.settingHints.emailNotifications; },
  get dealAlerts() { return USER_DASHBOARD.settingHints.dealAlerts; },
  get lastMinuteAlerts() { return USER_DASHBOARD.settingHints.lastMinuteAlerts; },
  get paused() { return USER_DASHBOARD.settingHints.paused; },
};

export function SettingsPanel({ email, settings, onChange, saving }: SettingsPanelProps) {
  const paused = !settings.emailNotifications;
  return (
    <section className="udash-panel" aria-labelledby="udash-settings-title">
      <header className="udash-panel__header">
        <h2 id="udash-settings-title" className="udash-panel__title">{t('userDashboard.notifications')}</h2>
        <p className="udash-panel__intro">
          {/* The address in bold where the sentence names it, in any language. */}
          {t('userDashboard.chooseWhat', { email: '\u0000' }).split('\u0000').map((part, i) => (i === 0 ? part : <span key={i}><strong>{email}</strong>{part}</span>))}
        </p>
      </header>
      <div className="card udash-settings">
        <Switch
          label={USER_DASHBOARD.emailNotifications}
          description={SETTING_DESCRIPTIONS.emailNotifications}
          checked={settings.emailNotifications}
          onChange={(on) => onChange('emailNotifications', on)}
          busy={saving === 'emailNotifications'}
        />
        <Switch
          label={USER_DASHBOARD.dealAlerts}
          description={paused ? `${SETTING_DESCRIPTIONS.dealAlerts} ${SETTING_DESCRIPTIONS.paused}` : SETTING_DESCRIPTIONS.dealAlerts}
          checked={settings.dealAlerts}
          onChange={(on) => onChange('dealAlerts', on)}
          busy={saving === 'dealAlerts'}
          paused={paused}
        />
        <Switch
          label={USER_DASHBOARD.lastMinuteAlerts}
          description={paused ? `${SETTING_DESCRIPTIONS.lastMinuteAlerts} ${SETTING_DESCRIPTIONS.paused}` : SETTING_DESCRIPTIONS.lastMinuteAlerts}
          checked={settings.lastMinuteAlerts}
          onChange={(on) => onChange('lastMinuteAlerts', on)}
          busy={saving === 'lastMinuteAlerts'}
          paused={paused}
        />
        <p className="udash-settings__fineprint">
          {t('userDashboard.finePrint')}
        </p>
      </div>
    </section>
  );
}

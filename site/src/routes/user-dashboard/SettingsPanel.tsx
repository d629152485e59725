// The Settings tab (spec §2): e-mail notifications saved at once; deal alerts (on) and last-minute alerts (off)
// are shown for what they will be but not saved yet, and the small print says so.
import { useState } from 'react';
import { USER_DASHBOARD } from '../../app/texts.js';
import { Switch } from './Switch.js';

export interface SettingsPanelProps {
  email: string;
  emailNotifications: boolean;
  onEmailNotificationsChange: (on: boolean) => void;
  saving: boolean;
}

export function SettingsPanel({ email, emailNotifications, onEmailNotificationsChange, saving }: SettingsPanelProps) {
  const [dealAlerts, setDealAlerts] = useState(true);
  const [lastMinuteAlerts, setLastMinuteAlerts] = useState(false);
  return (
    <section className="udash-panel" aria-labelledby="udash-settings-title">
      <header className="udash-panel__header">
        <h2 id="udash-settings-title" className="udash-panel__title">Notifications</h2>
        <p className="udash-panel__intro">
          Choose what we send to <strong>{email}</strong>.
        </p>
      </header>
      <div className="card udash-settings">
        <Switch
          label={USER_DASHBOARD.emailNotifications}
          description="News about your coupons and your account by e-mail. Saved as soon as you switch it."
          checked={emailNotifications}
          onChange={onEmailNotificationsChange}
          busy={saving}
        />
        <Switch
          label={USER_DASHBOARD.dealAlerts}
          description="New deals from the island's restaurants, shops, hotels and beach activities."
          checked={dealAlerts}
          onChange={setDealAlerts}
        />
        <Switch
          label={USER_DASHBOARD.lastMinuteAlerts}
          description="Last-Minute deals the moment they go live."
          checked={lastMinuteAlerts}
          onChange={setLastMinuteAlerts}
        />
        <p className="udash-settings__fineprint">
          Deal alerts and last-minute alerts are a preview: they are not saved yet and go back to their defaults when
          you leave this page. Only the e-mail notifications setting is saved to your account.
        </p>
      </div>
    </section>
  );
}

// A notification setting's toast says its words in the language active when it is shown, not in the one active when
// the dashboard's module loaded.
import { afterAll, describe, expect, it } from 'vitest';
import { activate } from '../../app/i18n/i18n.js';
import { settingToasts } from './use-user-dashboard.js';

describe("a setting's toast", () => {
  afterAll(() => activate('en'));

  it('follows the language chosen after the module loaded', async () => {
    const english = settingToasts('emailNotifications');
    expect(english).toEqual(['Email notifications enabled', 'Email notifications disabled']);
    await activate('de');
    const german = settingToasts('emailNotifications');
    expect(german[0]).not.toBe(english[0]);
    expect(german[1]).not.toBe(english[1]);
    await activate('en');
    expect(settingToasts('dealAlerts')).toEqual(['Deal alerts enabled', 'Deal alerts disabled']);
  });
});

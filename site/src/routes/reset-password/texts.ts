// The reset-password page opened from a business's staff invitation (`&invite=1`), by name: each reads its
// key of core's catalogues (`site.invitation.*`) in the visitor's language when read; they load with this screen.
import { site as invitationWords } from '@dadeal/core/i18n/generated/en.site.invitation.js';
import { addEnglish } from '../../app/i18n/i18n.js';
import { texts } from '../../app/texts.js';

addEnglish(invitationWords);

export const INVITATION = texts({
  title: 'invitation.title',
  intro: 'invitation.intro',
  submit: 'invitation.submit',
  submitting: 'invitation.submitting',
  done: 'invitation.done',
  doneText: 'invitation.doneText',
  deadLink: 'invitation.deadLink',
});

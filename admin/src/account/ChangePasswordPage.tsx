// The signed-in administrator's own password, at /admin-dashboard/change-password from the user menu:
// current password, new password and its confirmation, checked with @dadeal/core's rules and words before it is sent
// (PUT /api/admin/password). On success the answer's fresh token replaces this session's (the API ended every token
// issued before, this one's too), a toast says so with the API's words, and the console goes on to the dashboard; the
// administrator's other sessions get 401 at their next request and land on /admin-login. A wrong current password is
// the API's message on its field, nothing changed.
import LockReset from '@mui/icons-material/LockReset';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, HttpError, PasswordInput, Title, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { passwordConfirmationError, type AdminPasswordChangeRequest, type AdminPasswordChangeResponse } from '@dadeal/core';
import { readSession, writeSession } from '../auth/admin-session';
import { toastText } from '../common/toast';
import { httpClient, serverText } from '../data/http-client';
import { coreValidate } from '../forms/core-validate';
import { ADMIN_PATHS, CHANGE_PASSWORD, TOASTS } from '../texts';

const validateRequest = coreValidate('admin-password-change');

/** Core's request rules, and core's confirmation rule on the form's third field (the API never sees it). */
export function validateChangePassword(values: Record<string, unknown>): Record<string, string> {
  const errors = validateRequest({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  const confirmation = passwordConfirmationError(values.newPassword, values.confirmPassword);
  if (confirmation) errors.confirmPassword ??= confirmation;
  return errors;
}

export function ChangePasswordPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [pending, setPending] = useState(false);

  async function submit(values: Record<string, unknown>): Promise<Record<string, string> | undefined> {
    const request: AdminPasswordChangeRequest = { currentPassword: String(values.currentPassword ?? ''), newPassword: String(values.newPassword ?? '') };
    setPending(true);
    try {
      const { json } = await httpClient('/api/admin/password', { method: 'PUT', body: JSON.stringify(request) });
      const answer = json as AdminPasswordChangeResponse;
      const session = readSession();
      if (session) writeSession({ token: answer.token, admin: session.admin });
      notify(toastText(CHANGE_PASSWORD.changed, answer.message), { type: 'success', multiLine: true });
      navigate(ADMIN_PATHS.dashboard);
      return undefined;
    } catch (error) {
      // This session ended meanwhile (another session changed the password): to the login page, like any 401.
      if (await logoutIfAccessDenied(error)) return undefined;
      const fields = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | null)?.errors : undefined;
      if (fields) {
        // Said once, with the API's words (react-admin's generic "The form is not valid" is turned off for this form).
        notify(toastText(CHANGE_PASSWORD.failed, Object.values(fields)[0]), { type: 'error', multiLine: true });
        return fields;
      }
      notify(toastText(CHANGE_PASSWORD.failed, serverText(error) || TOASTS.unexpected), { type: 'error', multiLine: true });
      return undefined;
    } finally {
      setPending(false);
    }
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 4 } }}>
      <Title title={CHANGE_PASSWORD.title} />
      {/* The title is the app bar's (react-admin's Title), as on every screen of the console. */}
      <Card sx={{ width: '100%', maxWidth: 480 }} component="section" aria-label={CHANGE_PASSWORD.title}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {CHANGE_PASSWORD.intro}
          </Typography>
          <Form onSubmit={submit} validate={validateChangePassword} disableInvalidFormNotification noValidate>
            <PasswordInput source="currentPassword" label={CHANGE_PASSWORD.currentPassword} autoComplete="current-password" fullWidth autoFocus />
            <PasswordInput source="newPassword" label={CHANGE_PASSWORD.newPassword} autoComplete="new-password" fullWidth />
            <PasswordInput source="confirmPassword" label={CHANGE_PASSWORD.confirmPassword} autoComplete="new-password" fullWidth />
            <Button
              type="submit" variant="contained" fullWidth disabled={pending} sx={{ mt: 1 }}
              startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <LockReset />}
            >
              {pending ? CHANGE_PASSWORD.pending : CHANGE_PASSWORD.submit}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}

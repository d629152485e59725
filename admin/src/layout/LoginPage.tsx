// /admin-login (spec §2, §8): email, password, "Access Dashboard" ("Authenticating..." while pending), the notice
// that access attempts are logged, and the login toasts. Checked with core's admin-login rules before it is sent.
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Avatar, Box, Button, Card, CardContent, CircularProgress, CssBaseline, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, TextInput, useLogin, useNotify } from 'react-admin';
import { LoginFailedError } from '../auth/auth-provider';
import { toastText } from '../common/toast';
import { coreValidate } from '../forms/core-validate';
import { BRAND, LOGIN_PAGE, TOASTS } from '../texts';

const validateLogin = coreValidate('admin-login');

export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const [pending, setPending] = useState(false);

  async function submit(values: Record<string, unknown>) {
    setPending(true);
    try {
      await login({ email: String(values.email ?? '').trim(), password: String(values.password ?? '') });
      notify(toastText(TOASTS.loginSuccess, TOASTS.welcome), { type: 'success', multiLine: true });
    } catch (error) {
      if (error instanceof LoginFailedError) {
        notify(toastText(TOASTS.loginFailed, error.message || TOASTS.invalidCredentials), { type: 'error', multiLine: true });
      } else {
        notify(toastText(TOASTS.loginError, TOASTS.unexpected), { type: 'error', multiLine: true });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <>
    <CssBaseline />
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, background: 'linear-gradient(135deg, #0b6e78 0%, #063c42 100%)' }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }} aria-hidden="true">
              <LockOutlined />
            </Avatar>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {LOGIN_PAGE.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {BRAND.name} — {LOGIN_PAGE.subtitle}
            </Typography>
          </Box>
          <Form onSubmit={submit} validate={validateLogin} noValidate>
            <TextInput source="email" label={LOGIN_PAGE.email} type="email" autoComplete="username" fullWidth autoFocus />
            <PasswordInput source="password" label={LOGIN_PAGE.password} autoComplete="current-password" fullWidth />
            <Button type="submit" variant="contained" fullWidth disabled={pending} sx={{ mt: 1 }} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : null}>
              {pending ? LOGIN_PAGE.pending : LOGIN_PAGE.submit}
            </Button>
          </Form>
          <Alert severity="warning" sx={{ mt: 3 }} role="note">
            {LOGIN_PAGE.notice}
          </Alert>
        </CardContent>
      </Card>
    </Box>
    </>
  );
}

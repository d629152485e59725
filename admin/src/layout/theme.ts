// react-admin's default theme in the product's teal (the site's theme colour), so the console reads as Da Deal!.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#0b6e78' }, secondary: { main: '#085a62' } },
};

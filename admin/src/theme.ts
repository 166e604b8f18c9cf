/**
 * react-admin's default theme with darker blues: its stock primary (#1976d2 on the grey of filled inputs) and app
 * bar (white on #2196f3) fall short of WCAG AA contrast, which the console must meet like the reader site.
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1554a4' },
    secondary: { main: '#12355b' },
    // MUI's stock error red is under 4.5:1 on the grey of filled inputs, where validation labels turn red.
    error: { main: '#b3261e' },
  },
};

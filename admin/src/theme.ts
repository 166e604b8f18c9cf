/**
 * react-admin's default theme with darker blues: its stock primary (#1976d2 on the grey of filled inputs) and app
 * bar (white on #2196f3) fall short of WCAG AA contrast, which the console must meet like the reader site.
 *
 * Layout on a phone and a laptop: a wide table scrolls inside its own card, never the whole page, and the content
 * column may shrink below its widest child (a flex item's default min-width is its content's width).
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

const scrollInside = { overflowX: 'auto', maxWidth: '100%' } as const;

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1554a4' },
    secondary: { main: '#12355b' },
    // MUI's stock error red is under 4.5:1 on the grey of filled inputs, where validation labels turn red.
    error: { main: '#b3261e' },
    // MUI's stock warning orange (#ed6c02) is 3.1:1 on white: the schedule's "Draft only" chip failed WCAG AA.
    warning: { main: '#b45309' },
  },
  components: {
    ...defaultTheme.components,
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 }, '& .RaLayout-contentWithSidebar': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': scrollInside } } },
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': scrollInside } } },
    RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': scrollInside } } },
    MuiTableContainer: { styleOverrides: { root: scrollInside } },
  },
};

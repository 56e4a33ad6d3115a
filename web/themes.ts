import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material/styles';

// A calm green for the hostel, with the same shapes in both modes.
const shared: RaThemeOptions = {
  shape: { borderRadius: 10 },
  typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small', fullWidth: true } },
    // A disabled field's hint (why it waits) must stay readable: MUI's disabled grey fails contrast.
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
    },
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...shared,
  palette: { mode: 'light', primary: { main: '#1b6b57' }, secondary: { main: '#c77d0a' }, background: { default: '#f4f6f5' } },
  components: { ...defaultLightTheme.components, ...shared.components },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...shared,
  palette: { mode: 'dark', primary: { main: '#5fc7a8' }, secondary: { main: '#f0b44c' } },
  components: { ...defaultDarkTheme.components, ...shared.components },
};

import { createTheme } from '@mui/material/styles';

const fontFamily = '"Noto Sans JP","Noto Sans TC","Noto Sans",system-ui,sans-serif';

/** LINE-green accents on a calm neutral surface; a darker green keeps white button text readable. */
export const theme = createTheme({
  palette: {
    primary: { main: '#06A64A', dark: '#058A3D', light: '#06C755', contrastText: '#FFFFFF' },
    secondary: { main: '#24425F' },
    background: { default: '#F5F7F9', paper: '#FFFFFF' },
    text: { primary: '#1F2A37', secondary: '#5B6776' },
    divider: '#E3E8EE',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily,
    h1: { fontSize: '1.5rem', fontWeight: 700 },
    h2: { fontSize: '1.25rem', fontWeight: 700 },
    h3: { fontSize: '1.05rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});

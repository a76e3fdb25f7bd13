import type { Language } from '@hubline/contract';
import { createTheme } from '@mui/material/styles';

/**
 * Han characters are drawn differently in Japan and Taiwan: each language lists its own CJK faces
 * first (web-font names, then the names system packages and OSes use), Latin text falls to Noto Sans.
 */
const CJK_FACES: Record<Language, string> = {
  en: '"Noto Sans","Noto Sans JP","Noto Sans CJK JP"',
  ja: '"Noto Sans JP","Noto Sans CJK JP","Hiragino Sans","Yu Gothic","Noto Sans"',
  'zh-TW': '"Noto Sans TC","Noto Sans CJK TC","PingFang TC","Microsoft JhengHei","Noto Sans"',
};

/** LINE-green accents on a calm neutral surface; a darker green keeps white button text readable. */
export const themeFor = (lang: Language) =>
  createTheme({
    palette: {
      primary: { main: '#06A64A', dark: '#058A3D', light: '#06C755', contrastText: '#FFFFFF' },
      secondary: { main: '#24425F' },
      background: { default: '#F5F7F9', paper: '#FFFFFF' },
      text: { primary: '#1F2A37', secondary: '#5B6776' },
      divider: '#E3E8EE',
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: `${CJK_FACES[lang]},system-ui,sans-serif`,
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
      MuiDialog: {
        styleOverrides: {
          // On a phone a form dialog (fullWidth, wider than xs) takes the whole screen; a confirmation keeps a narrow margin.
          paper: ({ theme }) => ({
            [theme.breakpoints.down('sm')]: {
              margin: theme.spacing(2),
              maxWidth: `calc(100% - ${theme.spacing(4)})`,
              '&.MuiDialog-paperFullWidth:not(.MuiDialog-paperWidthXs)': {
                margin: 0,
                width: '100%',
                maxWidth: '100%',
                height: '100%',
                maxHeight: '100%',
                borderRadius: 0,
                // A dialog that wraps its parts in a form: the content grows, the actions sit at the bottom.
                '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 },
              },
            },
          }),
        },
      },
    },
  });

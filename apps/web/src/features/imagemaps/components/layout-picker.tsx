import { IMAGEMAP_LAYOUT_NAMES, type ImagemapLayout, layoutBounds } from '@hubline/contract';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LayoutDiagram } from './layout-diagram';

const LAYOUT_KEYS: Record<ImagemapLayout, string> = {
  single: 'layout.single',
  twoColumns: 'layout.twoColumns',
  twoRows: 'layout.twoRows',
  threeRows: 'layout.threeRows',
  topAndTwo: 'layout.topAndTwo',
  fourGrid: 'layout.fourGrid',
  sixGrid: 'layout.sixGrid',
};

/** The layout templates, each shown as its diagram of areas. */
export function LayoutPicker({
  value,
  onChange,
}: {
  value: ImagemapLayout;
  onChange: (layout: ImagemapLayout) => void;
}) {
  const { t } = useTranslation('imagemaps');
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_, layout: ImagemapLayout | null) => layout && onChange(layout)}
      aria-label={t('editor.layout')}
      sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButtonGroup-grouped': { border: 1, borderRadius: 1 } }}
    >
      {IMAGEMAP_LAYOUT_NAMES.map((layout) => (
        <ToggleButton key={layout} value={layout} aria-label={t(LAYOUT_KEYS[layout])} sx={{ p: 0.75 }}>
          <Box sx={{ width: 56 }}>
            <LayoutDiagram bounds={layoutBounds(layout, 1040)} width={1040} height={1040} />
          </Box>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

import { IMAGEMAP_AREA_NAMES, type ImagemapBounds } from '@hubline/contract';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  /** Each area's rectangle in image pixels (layoutBounds). */
  bounds: readonly ImagemapBounds[];
  width: number;
  height: number;
  /** The area being edited, drawn stronger. */
  selected?: number;
  onSelect?: (index: number) => void;
  /** What the areas lie over (the image), or nothing for a bare diagram. */
  children?: ReactNode;
  /** The accessible name of each area's button. */
  areaLabel?: (name: string) => string;
}

const pct = (value: number, of: number) => `${(100 * value) / of}%`;

/** A layout's areas A–F drawn over the image (or as a bare diagram); each area selects itself when clicked. */
export function LayoutDiagram({ bounds, width, height, selected, onSelect, children, areaLabel }: Props) {
  return (
    <Box
      sx={{ position: 'relative', width: '100%', aspectRatio: `${width} / ${height}`, bgcolor: 'grey.200' }}
    >
      {children}
      {bounds.map((area, index) => {
        const name = IMAGEMAP_AREA_NAMES[index] ?? '';
        const active = index === selected;
        return (
          <Box
            key={name}
            component={onSelect ? 'button' : 'span'}
            type={onSelect ? 'button' : undefined}
            aria-label={areaLabel?.(name)}
            aria-pressed={onSelect ? active : undefined}
            onClick={onSelect && (() => onSelect(index))}
            sx={{
              position: 'absolute',
              left: pct(area.x, width),
              top: pct(area.y, height),
              width: pct(area.width, width),
              height: pct(area.height, height),
              boxSizing: 'border-box',
              border: 2,
              borderColor: active ? 'primary.main' : 'common.white',
              bgcolor: active ? 'rgba(25, 118, 210, 0.28)' : 'rgba(0, 0, 0, 0.18)',
              color: 'common.white',
              font: 'inherit',
              fontWeight: 700,
              fontSize: onSelect ? 22 : 11,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              cursor: onSelect ? 'pointer' : 'default',
              p: 0,
              textShadow: '0 1px 2px rgba(0,0,0,0.6)',
            }}
          >
            {name}
          </Box>
        );
      })}
    </Box>
  );
}

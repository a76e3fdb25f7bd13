import sharp from 'sharp';
import { imagemapDerivatives } from '../../apps/server/src/modules/imagemaps/imagemap-derivatives.ts';
import { median } from './lib/process.ts';
import { type Figure, fmt, progress, ratio } from './lib/report.ts';
import { timedRuns } from './lib/timing.ts';

const RUNS = 9;

/**
 * A rich message's upload makes every width LINE fetches (240, 300, 460, 700; 1040 is the upload)
 * from a 1040×2080 PNG — the tallest image map, with noise so PNG encoding has real work.
 * Reference: sharp's own resize of the same image to one width (700), in the same run.
 */
export async function benchImagemapDerivatives(): Promise<Figure[]> {
  progress('imagemap: making a 1040×2080 PNG');
  const image = await sharp({
    create: {
      width: 1040,
      height: 2080,
      channels: 3,
      background: '#3366cc',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const reference = median(await timedRuns(() => sharp(image).resize({ width: 700 }).toBuffer(), RUNS));
  const derivatives = median(await timedRuns(() => imagemapDerivatives(image), RUNS));
  return [
    {
      name: 'imagemap.derivatives.ms',
      value: fmt(derivatives, 1),
      detail: `${ratio(derivatives, reference)} sharp's one resize to 700 (${fmt(reference, 1)} ms); 4 widths from a 1040×2080 PNG, median of ${RUNS}`,
    },
  ];
}

import type { ErrorDetail } from '../errors.ts';

/**
 * Rich menu size rules (https://developers.line.biz/en/reference/messaging-api/#size-object,
 * LINE-FACTS §8): width 800–2500 px, height ≥ 250 px, width / height ≥ 1.45; the same rules apply
 * to the image; tappable areas must lie inside the menu.
 */
export interface Size {
  width: number;
  height: number;
}

export interface Bounds extends Size {
  x: number;
  y: number;
}

export const MIN_WIDTH = 800;
export const MAX_WIDTH = 2500;
export const MIN_HEIGHT = 250;
export const MIN_RATIO = 1.45;
export const MAX_IMAGE_BYTES = 1024 * 1024;
export const MAX_RICH_MENUS = 1000;
export const MAX_ALIASES = 1000;

export const isAllowedSize = (size: Size): boolean =>
  size.width >= MIN_WIDTH &&
  size.width <= MAX_WIDTH &&
  size.height >= MIN_HEIGHT &&
  size.width / size.height >= MIN_RATIO;

/** Pure: what is wrong with a rich menu's size and areas, as LINE error details. */
export function richMenuProblems(size: Size, areas: Array<{ bounds: Bounds }>): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (size.width < MIN_WIDTH || size.width > MAX_WIDTH) {
    problems.push({ message: `Must be between ${MIN_WIDTH} and ${MAX_WIDTH}`, property: 'size.width' });
  }
  if (size.height < MIN_HEIGHT) {
    problems.push({ message: `Must be greater than or equal to ${MIN_HEIGHT}`, property: 'size.height' });
  }
  if (problems.length === 0 && size.width / size.height < MIN_RATIO) {
    problems.push({
      message: `The aspect ratio (width / height) must be ${MIN_RATIO} or more`,
      property: 'size',
    });
  }
  areas.forEach(({ bounds }, i) => {
    if (bounds.x + bounds.width > size.width || bounds.y + bounds.height > size.height) {
      problems.push({ message: 'must be within the rich menu size', property: `areas[${i}].bounds` });
    }
  });
  return problems;
}

export const RICH_MENU_ID = /^richmenu-[0-9a-f]{32}$/;

import { describe, expect, it } from 'vitest';
import { ratioAdvice } from './image-ratio';

describe('the image ratio advice', () => {
  it('warns when a products image is far from 1.54:1 and a pictures one from 1:1', () => {
    expect(ratioAdvice('products', 1000, 1000)).toEqual({ recommended: '1.54', actual: '1.00' });
    expect(ratioAdvice('pictures', 1540, 1000)).toEqual({ recommended: '1.00', actual: '1.54' });
  });

  it('says nothing when the image is close enough, or the card type shows no image ratio', () => {
    expect(ratioAdvice('products', 1540, 1000)).toBeNull();
    expect(ratioAdvice('products', 1500, 1000)).toBeNull();
    expect(ratioAdvice('pictures', 1024, 1000)).toBeNull();
    expect(ratioAdvice('buttons', 300, 1000)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { engagementRate } from './engagement';

describe('engagement rate', () => {
  it('is a share of the delivered, and none without a figure or a delivery', () => {
    expect(engagementRate(5, 20)).toBe(0.25);
    expect(engagementRate(null, 20)).toBeNull();
    expect(engagementRate(0, 0)).toBeNull();
    expect(engagementRate(3, 2)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ControlError } from '../control/errors.ts';
import { Faults } from './faults.ts';
import { faultControl, settingsControl } from './runtime-control.ts';

describe('settingsControl', () => {
  it('changes what is given and answers the result', () => {
    const limiter = { speed: 1, enabled: true };
    const control = settingsControl(limiter);
    expect(control.configure({ speed: 20 })).toEqual({ speed: 20, rateLimits: true });
    expect(control.configure({ rateLimits: false })).toEqual({ speed: 20, rateLimits: false });
    expect(limiter).toEqual({ speed: 20, enabled: false });
  });

  it.each([0, -1, Number.NaN])('refuses speed %f with a 400 and changes nothing', (speed) => {
    const limiter = { speed: 3, enabled: true };
    expect(() => settingsControl(limiter).configure({ speed, rateLimits: false })).toThrow(
      new ControlError(400, 'speed must be greater than 0'),
    );
    expect(limiter).toEqual({ speed: 3, enabled: true });
  });
});

describe('faultControl', () => {
  it('keeps a valid configuration and refuses an invalid one with a 400', () => {
    const control = faultControl(new Faults());
    control.setFaults({ seed: 1, rules: [{ serverError: 0.5 }] });
    expect(() => control.setFaults({ rules: [{ drop: 2 }] })).toThrow(
      'rules[0].drop must be between 0 and 1',
    );
    expect(control.faults()).toEqual({ seed: 1, rules: [{ serverError: 0.5 }] });
  });
});

import { describe, expect, it } from 'vitest';
import { luminance, textColourOn } from './colour';

describe('textColourOn', () => {
  it('puts white on dark colours and near-black on light ones', () => {
    expect(textColourOn('#000000')).toBe('#ffffff');
    expect(textColourOn('#1f3b73')).toBe('#ffffff');
    expect(textColourOn('#ffcc00')).toBe('#111827');
    expect(textColourOn('#ffffff')).toBe('#111827');
    expect(textColourOn('FFFFFF')).toBe('#111827');
  });

  it('reads an unparsable colour as mid grey', () => {
    expect(luminance('not a colour')).toBe(0.5);
    expect(textColourOn('not a colour')).toBe('#111827');
  });

  it('weighs the channels by WCAG 2', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBeCloseTo(1, 10);
    expect(luminance('#00ff00')).toBeCloseTo(0.7152, 10);
  });
});

import { describe, expect, it } from 'vitest';
import { AA_NORMAL_TEXT, contrastRatio, luminance, mixColours, textColourOn } from './colour';

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

  it('picks the text of higher contrast on mid tones (issue 18: white on #16a34a was 3.3:1)', () => {
    // Luminance 0.30: white reaches 3.0:1, near-black 5.4:1.
    expect(textColourOn('#16a34a')).toBe('#111827');
    expect(contrastRatio(textColourOn('#16a34a'), '#16a34a')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    for (const hex of ['#1e3a8a', '#6d28d9', '#065f46', '#facc15', '#f9a8d4', '#777777', '#0a7d33']) {
      const chosen = contrastRatio(textColourOn(hex), hex);
      expect(chosen).toBeGreaterThanOrEqual(contrastRatio('#ffffff', hex));
      expect(chosen).toBeGreaterThanOrEqual(contrastRatio('#111827', hex));
    }
  });
});

describe('contrastRatio (WCAG 2.1 §1.4.3)', () => {
  it('runs from 1:1 for one colour to 21:1 for black on white, either way round', () => {
    expect(contrastRatio('#123456', '#123456')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
  });

  it('matches the published ratios of known pairs', () => {
    // WebAIM's checker: #777777 on white 4.48:1 (fails AA), #767676 4.54:1 (passes).
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_NORMAL_TEXT);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(AA_NORMAL_TEXT);
  });
});

describe('mixColours', () => {
  it('mixes channel by channel in sRGB, like CSS color-mix(in srgb, a p%, b)', () => {
    expect(mixColours('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColours('#6d28d9', '#f9a8d4', 1)).toBe('#6d28d9');
    expect(mixColours('#6d28d9', '#f9a8d4', 0)).toBe('#f9a8d4');
    expect(mixColours('#ff0000', '#0000ff', 0.75)).toBe('#bf0040');
  });
});

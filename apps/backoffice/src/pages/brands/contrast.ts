import {
  AA_NORMAL_TEXT,
  contrastRatio,
  DARK_TEXT,
  mixColours,
  textColourOn,
} from '@backlay/design-tokens/colour';
import type { LayoutName } from '../../api/types';

/** The colour fields of a brand (DomainConfig's primaryColor, secondaryColor, backgroundColor). */
export type BrandColourKey = 'primaryColor' | 'secondaryColor' | 'backgroundColor';

/** The brand as the contrast check reads it. */
export interface BrandColours {
  primaryColor: string;
  secondaryColor: string;
  backgroundColor: string;
  layout: LayoutName;
}

/** One pair of colours the customer site draws text with, and its contrast ratio. */
export interface ColourPair {
  /** Stable key, e.g. 'on-primary'. */
  id: string;
  /** Where the site uses the pair, for the operator. */
  where: string;
  /** Text colour '#rrggbb'. */
  text: string;
  /** Background colour '#rrggbb'. */
  background: string;
  /** The brand's colour fields the pair depends on. */
  fields: BrandColourKey[];
  /** WCAG 2.1 contrast ratio, 1..21. */
  ratio: number;
}

/** Share of the primary colour at the end of Aura's header gradient (design-tokens/tokens.css). */
export const HEADER_MIX = 0.7;
/** White, the customer site's surface in the light theme (`--surface` of tokens.css). */
const SURFACE = '#ffffff';
/** The dark theme's surface (`--surface` of tokens.css under data-theme='dark'). */
const DARK_SURFACE = '#161b22';

/**
 * The colour pairs the customer site draws text with from a brand's colours (issue 18 item 4),
 * with their WCAG 2.1 contrast ratios: the text the site puts on the primary colour (header,
 * buttons, tabs; textColourOn, as applyBrand sets `--on-primary`), on the secondary colour
 * (badges, the sign-in button), page text (`--text`) on the background colour, the primary colour
 * as text on the white surface (links, active items), the secondary colour as text on the dark
 * theme's surface, and in the aura layout the header text at the end of its gradient.
 */
export function brandColourPairs(brand: BrandColours): ColourPair[] {
  const { primaryColor: primary, secondaryColor: secondary, backgroundColor: background } = brand;
  const pair = (id: string, where: string, text: string, bg: string, fields: BrandColourKey[]) => ({
    id,
    where,
    text,
    background: bg,
    fields,
    ratio: contrastRatio(text, bg),
  });
  const pairs: ColourPair[] = [
    pair('on-primary', 'Header and button text on the primary colour', textColourOn(primary), primary, [
      'primaryColor',
    ]),
    pair(
      'on-secondary',
      'Badge and sign-in text on the secondary colour',
      textColourOn(secondary),
      secondary,
      ['secondaryColor'],
    ),
    pair('on-background', 'Page text on the background colour', DARK_TEXT, background, ['backgroundColor']),
    pair('primary-text', 'Primary colour as text (links, active items) on white', primary, SURFACE, [
      'primaryColor',
    ]),
    pair('secondary-text', 'Secondary colour as text in the dark theme', secondary, DARK_SURFACE, [
      'secondaryColor',
    ]),
  ];
  if (brand.layout === 'aura') {
    pairs.push(
      pair(
        'header-gradient',
        'Header text at the end of the aura header gradient',
        textColourOn(primary),
        mixColours(primary, secondary, HEADER_MIX),
        ['primaryColor', 'secondaryColor'],
      ),
    );
  }
  return pairs;
}

/**
 * The pairs below WCAG 2.1 §1.4.3 level AA for normal text (4.5:1), in the order of
 * brandColourPairs; empty when the brand's colours are readable everywhere the site uses them.
 */
export function contrastProblems(brand: BrandColours): ColourPair[] {
  return brandColourPairs(brand).filter((p) => p.ratio < AA_NORMAL_TEXT);
}

/** A pair's warning for the operator, e.g. 'Header text ... : 1.8:1, needs 4.5:1 (WCAG AA).' */
export const warningText = (p: ColourPair) =>
  `${p.where}: ${p.ratio.toFixed(2)}:1, needs ${AA_NORMAL_TEXT}:1 (WCAG AA).`;

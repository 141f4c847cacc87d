import type { CSSProperties } from 'react';
import { mixColours, textColourOn } from '@backlay/design-tokens/colour';
import type { LayoutName } from '../../api/types';
import { contrastProblems, HEADER_MIX, warningText } from './contrast';

/** The corner radius of each layout (the design tokens' `data-layout` variants). */
const RADIUS: Record<LayoutName, string> = { tamannah: '4px', tamannahSquare: '0', aura: '12px' };

export interface PreviewBrand {
  title: string;
  logoUrl?: string;
  primaryColor: string;
  secondaryColor: string;
  backgroundColor: string;
  layout: LayoutName;
}

/**
 * A live preview of a brand (issue 16 item 2): a small mock of the customer site's header and a
 * market row with its back and lay cells, drawn with the colours and layout being edited. The
 * colours are the design tokens' custom properties, set on the preview's root as the customer
 * site sets them on :root. Pairs of text and colour below WCAG AA contrast (issue 18) are marked
 * on the parts that show them and listed under the mock.
 */
export function BrandPreview({ brand }: { brand: PreviewBrand }) {
  const vars = {
    '--primary': brand.primaryColor,
    '--secondary': brand.secondaryColor,
    '--background': brand.backgroundColor,
    '--on-primary': textColourOn(brand.primaryColor),
    '--on-secondary': textColourOn(brand.secondaryColor),
    '--on-background': textColourOn(brand.backgroundColor),
    '--radius': RADIUS[brand.layout],
    '--header-bg':
      brand.layout === 'aura'
        ? `linear-gradient(120deg, ${brand.primaryColor}, ${mixColours(brand.primaryColor, brand.secondaryColor, HEADER_MIX)})`
        : brand.primaryColor,
  } as CSSProperties;
  const problems = contrastProblems(brand);
  const low = (...ids: string[]) => (problems.some((p) => ids.includes(p.id)) ? 'low' : undefined);
  return (
    <figure className="preview" aria-label="Brand preview" data-layout={brand.layout} style={vars}>
      <div
        className="preview__header"
        data-part="header"
        data-contrast={low('on-primary', 'header-gradient')}
      >
        {brand.logoUrl ? <img src={brand.logoUrl} alt="" className="preview__logo" /> : null}
        <strong>{brand.title || 'Brand title'}</strong>
        <span className="preview__signin" data-contrast={low('on-secondary')}>
          Login
        </span>
      </div>
      <div className="preview__body">
        <div className="preview__row">
          <span className="preview__runner">India</span>
          <span className="preview__cell preview__cell--back" data-part="back">
            1.95
            <small>2,500</small>
          </span>
          <span className="preview__cell preview__cell--lay" data-part="lay">
            1.96
            <small>1,200</small>
          </span>
        </div>
        <span className="preview__button" data-part="button" data-contrast={low('on-primary')}>
          Place bet
        </span>
      </div>
      {problems.length > 0 ? (
        <div
          className="preview__warning"
          role="note"
          aria-label="Contrast warnings"
          data-testid="preview-warnings"
        >
          <strong>Low contrast (below WCAG AA 4.5:1)</strong>
          <ul>
            {problems.map((p) => (
              <li key={p.id}>{warningText(p)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <figcaption className="sr-only">How the customer site looks with these colours</figcaption>
    </figure>
  );
}

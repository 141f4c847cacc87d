import { useState } from 'react';
import { RulesModal } from './RulesModal';

/**
 * About text crediting the sources of the replayed sports data (ODC-BY requires the Cricsheet
 * credit wherever derived data is shown; see apps/server/data/NOTICE).
 */
export const DATA_CREDITS =
  'Live sports replay real matches. Cricket data from Cricsheet (cricsheet.org), ODC-BY 1.0. ' +
  'Soccer data from openfootball, CC0. Tennis: real final scores, points synthesised.';

/** Footer line opening the rules modal (docs/rules/specification.md §2). */
export const FOOTER_TEXT =
  'Privacy Policy | KYC | Terms and Conditions | Rules and Regulations | Responsible Gambling';

export function Footer() {
  const [open, setOpen] = useState(false);
  return (
    <footer className="site-footer">
      <button
        type="button"
        className="site-footer__rules"
        data-testid="footer-rules"
        onClick={() => setOpen(true)}
      >
        {FOOTER_TEXT}
      </button>
      <p className="site-footer__about" data-testid="footer-about">
        {DATA_CREDITS}
      </p>
      {open ? <RulesModal onClose={() => setOpen(false)} /> : null}
    </footer>
  );
}

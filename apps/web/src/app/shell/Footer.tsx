import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RulesModal } from './RulesModal';

/**
 * About text crediting the sources of the replayed sports data (ODC-BY requires the Cricsheet
 * credit wherever derived data is shown; see apps/server/data/NOTICE).
 */
export const DATA_CREDITS =
  'Live sports replay real matches. Cricket data from Cricsheet (cricsheet.org), ODC-BY 1.0. ' +
  'Soccer data from openfootball, CC0. Tennis: real final scores, points synthesised.';

/** Footer line opening the rules modal (docs/rules/specification.md §2). */
export const FOOTER_TEXT = 'Privacy Policy | KYC | Terms and Conditions | Rules and Regulations';
/** The footer's Responsible Gambling text: a link to the Safer gambling page (issue 17 item 6). */
export const RESPONSIBLE_GAMBLING_TEXT = 'Responsible Gambling';

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
      <span className="site-footer__sep" aria-hidden="true">
        {' | '}
      </span>
      <Link to="/safer-gambling" className="site-footer__rules" data-testid="footer-responsible-gambling">
        {RESPONSIBLE_GAMBLING_TEXT}
      </Link>
      <p className="site-footer__about" data-testid="footer-about">
        {DATA_CREDITS}
      </p>
      {open ? <RulesModal onClose={() => setOpen(false)} /> : null}
    </footer>
  );
}

import { useState } from 'react';
import { RulesModal } from './RulesModal';

/** Footer line opening the rules modal (spec §2). */
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
      {open ? <RulesModal onClose={() => setOpen(false)} /> : null}
    </footer>
  );
}

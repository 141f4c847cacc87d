import { useAppSelector } from '../../../shared/hooks';
import { Modal } from '../../../shared/Modal';
import { selectBrand } from '../../branding';
import { LoginForm } from './LoginForm';
import './login.css';

/** Full-screen login modal (docs/rules/specification.md §2 Login) with the brand logo and a close icon. */
export function LoginModal({ onClose }: { onClose: () => void }) {
  const brand = useAppSelector(selectBrand);
  return (
    <Modal title="Login" onClose={onClose} variant="fullscreen" testId="login-modal" className="login-modal">
      {brand?.logoUrl ? <img className="login-modal__logo" src={brand.logoUrl} alt={brand.title} /> : null}
      <LoginForm onSuccess={onClose} />
    </Modal>
  );
}

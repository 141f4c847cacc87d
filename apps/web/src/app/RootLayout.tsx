import { LoginFlowProvider } from '../features/auth/components/LoginFlowProvider';
import { BrandGate } from '../features/branding/components/BrandGate';
import { Shell } from './shell/Shell';

/** Root route element: brand first, then the sign-in flow and the page shell. */
export function RootLayout() {
  return (
    <BrandGate>
      <LoginFlowProvider>
        <Shell />
      </LoginFlowProvider>
    </BrandGate>
  );
}

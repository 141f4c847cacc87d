import { LoginFlowProvider } from '../features/auth';
import { BrandGate } from '../features/branding';
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

export { authenticateOperator, isOperator, operatorSignIn, toOperatorDetails } from './operators';
export { authenticate, type AuthDeps, DEFAULT_CURRENCY, logout } from './service';
export { DEFAULT_SIGN_IN_THROTTLE, type SignInThrottle, withRetryAfter } from './throttle';
export { SessionCache } from './session-cache';
export { disableTotp, enableTotp, setUpTotp, TOTP_MESSAGES, totpCode } from './totp';

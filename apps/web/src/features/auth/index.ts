/** The auth feature's public entry (issue 13): other features and app/ import only this. */
export { HeaderLogin } from './components/HeaderLogin';
export { LoginFlowProvider } from './components/LoginFlowProvider';
export { LoginFlowContext, useLoginFlow } from './loginFlow';
export { logout } from './logout';
export { authReducer, selectIsLoggedIn, selectUser, sessionStarted, type AuthState } from './slice';
export { useCurrentUser } from './useCurrentUser';

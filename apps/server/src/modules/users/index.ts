export {
  accountsChanged,
  addBalances,
  addExposure,
  addExposuresCte,
  onAccountsChanged,
  releaseExposures,
  setExposureLimit,
} from './balances';
export { hashPassword, verifyPassword } from './password';
export {
  isCommonPassword,
  PASSWORD_MESSAGES,
  passwordProblem,
  resetPassword,
  updatePassword,
} from './password-policy';
export {
  type AttemptKey,
  deleteExpiredDemoUsers,
  deleteLoginActivity,
  findLiveSessionUser,
  findUserById,
  findUserByName,
  insertLoginActivity,
  insertSession,
  insertUser,
  recentAddressFailures,
  recentPairFailures,
  revokeSession,
  revokeUserSessions,
  setTotp,
  settleLoginActivity,
  touchSession,
  type UserRow,
} from './repo';

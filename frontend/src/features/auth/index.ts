// What other features may use of the sign-in screens.
export type { LoginState } from './login-notice';

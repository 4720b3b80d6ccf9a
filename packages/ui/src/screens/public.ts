// Public screens: landing, the auth pages, first store and 404.
export { AuthLayout, type AuthLayoutProps } from './AuthLayout/AuthLayout.tsx';
export { FirstStoreScreen, type FirstStoreScreenProps } from './FirstStoreScreen/FirstStoreScreen.tsx';
export {
  ForgotPasswordScreen,
  type ForgotPasswordScreenProps,
} from './ForgotPasswordScreen/ForgotPasswordScreen.tsx';
export { LandingScreen } from './LandingScreen/LandingScreen.tsx';
export { LoginScreen, type LoginScreenProps, type LoginValues } from './LoginScreen/LoginScreen.tsx';
export { NotFoundScreen } from './NotFoundScreen/NotFoundScreen.tsx';
export {
  type RegisterFieldErrors,
  RegisterScreen,
  type RegisterScreenProps,
} from './RegisterScreen/RegisterScreen.tsx';
export {
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
} from './ResetPasswordScreen/ResetPasswordScreen.tsx';

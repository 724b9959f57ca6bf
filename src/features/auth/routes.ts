/** The sign-in screens: reached without signing in. */
import { defineRoutes } from '../../platform/routes/types.ts';

export const authRoutes = defineRoutes([
  { path: '/login', title: 'Sign in', public: true, permissions: [], load: () => import('./LoginScreen.tsx') },
  { path: '/forgot-password', title: 'Forgot password', public: true, permissions: [], load: () => import('./ForgotPasswordScreen.tsx') },
  { path: '/reset-password/:id', title: 'Reset password', public: true, permissions: [], load: () => import('./ResetPasswordScreen.tsx') },
]);
